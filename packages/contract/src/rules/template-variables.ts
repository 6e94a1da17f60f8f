/**
 * Quick-message variables (issue 6): `{participant.firstName}` and the like, filled by the composer for the thread
 * at hand. A template may only use the names listed here; the server refuses any other `{group.name}` on save.
 */
export const TEMPLATE_VARIABLES = [
  { name: 'participant.firstName', label: "Participant's first name", sample: 'Lena' },
  { name: 'participant.lastName', label: "Participant's last name", sample: 'Andrews' },
  { name: 'participant.fullName', label: "Participant's full name", sample: 'Lena Andrews' },
  { name: 'participant.participantId', label: 'Participant id', sample: 'P-000123' },
  { name: 'staff.firstName', label: 'Your first name', sample: 'Daniel' },
  { name: 'staff.lastName', label: 'Your last name', sample: 'Kasayulie' },
  { name: 'staff.fullName', label: 'Your full name', sample: 'Daniel Kasayulie' },
  { name: 'team.name', label: 'Team name', sample: 'Family Services' },
  { name: 'thread.subject', label: 'Thread subject', sample: 'Heating assistance' },
  { name: 'today', label: "Today's date", sample: 'November 21, 2026' },
] as const;

export type TemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name'];
export type TemplateVariableValues = Partial<Record<TemplateVariableName, string>>;

const KNOWN = new Set<string>(TEMPLATE_VARIABLES.map((v) => v.name));
/** `{name}` or `{group.name}`: letters only, so CSS-like or JSON-like braces in ordinary text are not variables. */
const VARIABLE = /\{([A-Za-z]+(?:\.[A-Za-z]+)?)\}/g;

/** The variable names a text uses, in order of first use. */
export function templateVariablesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) found.add(match[1]!);
  return [...found];
}

/** The names a text uses that are not template variables (empty when the text is fine). */
export function unknownTemplateVariables(text: string): string[] {
  return templateVariablesIn(text).filter((name) => !KNOWN.has(name));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The template's HTML with every known variable replaced by its value, HTML-escaped (a name can never inject
 * markup). A variable without a value is left as written, so the author sees what still needs filling.
 */
export function fillTemplateVariables(html: string, values: TemplateVariableValues): string {
  return html.replace(VARIABLE, (whole, name: string) => {
    const value = KNOWN.has(name) ? values[name as TemplateVariableName] : undefined;
    return value === undefined ? whole : escapeHtml(value);
  });
}

/** Sample values for previews. */
export const TEMPLATE_SAMPLE_VALUES: TemplateVariableValues = Object.fromEntries(
  TEMPLATE_VARIABLES.map((v) => [v.name, v.sample]),
);

/**
 * The quick-message variables a staff message still holds unfilled (`{team.name}` in a personal thread, say), in
 * order of first use. Read from the text a participant would see: markup is dropped first, so a variable split by
 * formatting is found too. Names that are not variables (`{note}`) are ordinary text.
 */
export function unfilledTemplateVariables(html: string): TemplateVariableName[] {
  const text = html.replace(/<[^>]*>/g, '');
  return templateVariablesIn(text).filter((name): name is TemplateVariableName => KNOWN.has(name));
}

/** Why a message with unfilled variables is not sent, naming them (a field message, and the composer's). */
export function unfilledTemplateVariablesMessage(names: readonly string[]): string {
  const listed = names.map((name) => `{${name}}`);
  const which =
    listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
  const them = listed.length === 1 ? 'it' : 'them';
  return `Replace ${which} with the words you mean: this message has no value for ${them}, and the participant would see the braces`;
}
