import { unknownTemplateVariables } from '@casework/contract';

export const EMPTY_BODY_PROBLEM = 'Write a message: it must contain some text';

/** The server's words for variables it does not know (contract: the template body refinement). */
export function unknownVariablesProblem(html: string): string | null {
  const unknown = unknownTemplateVariables(html);
  return unknown.length === 0
    ? null
    : `Unknown variable ${unknown.map((name) => `{${name}}`).join(', ')}: use one of the listed variables`;
}
