import type { FieldError } from '@casework/contract';
import { badRequest } from '#src/platform/errors/app-error.ts';

/** "Jane Doe, John Roe" for the staff members in `ids`, in that order. */
export function namesOf(
  ids: string[],
  people: { id: string; firstName: string; lastName: string }[],
): string {
  const byId = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  return ids.map((id) => byId.get(id) ?? id).join(', ');
}

/**
 * Refuses the request (400) when any of `ids` fails `isAcceptable`, naming each such entry by its position in the
 * body (`body.staffMemberIds.N`), so nothing changes unless every id is right.
 */
export function refuseUnacceptable(
  ids: string[],
  isAcceptable: (id: string) => boolean,
  problem: { detail: (count: number) => string; message: string; field?: string },
): void {
  const errors: FieldError[] = ids.flatMap((id, index) =>
    isAcceptable(id)
      ? []
      : [
          {
            field: `${problem.field ?? 'body.staffMemberIds'}.${index}`,
            message: `${problem.message} (${id})`,
          },
        ],
  );
  if (errors.length > 0) throw badRequest(problem.detail(errors.length), errors);
}

export const unique = (ids: string[]): string[] => [...new Set(ids)];
