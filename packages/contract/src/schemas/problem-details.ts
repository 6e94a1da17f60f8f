import { z } from 'zod';

export const FieldError = z.object({
  field: z.string().describe('Dotted path of the field, e.g. "body.email" or "query.take"'),
  message: z.string().describe('What is wrong with the field and how to fix it'),
});
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, as every error answer of the API. */
export const ProblemDetails = z
  .object({
    type: z.string().describe('A URI naming the kind of problem'),
    title: z.string().describe('The SPEC §8 catalogue text for the status'),
    status: z.number().int(),
    detail: z.string().describe('A sentence a person can act on'),
    code: z.string().describe('Stable machine-readable code, e.g. participant.duplicate'),
    requestId: z.string(),
    errors: z.array(FieldError).optional(),
  })
  .meta({ id: 'ProblemDetails' });
export type ProblemDetails = z.infer<typeof ProblemDetails>;
