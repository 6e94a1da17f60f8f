import { Fragment } from 'react';

const WHOLE = { whiteSpace: 'nowrap' } as const;

/**
 * A phone number that never breaks at a hyphen: where the words around it wrap (200% text on a 320 px phone),
 * "(907) 555-0142" moves down whole instead of breaking into "(907) 555-" and "0142". Where even the whole number
 * may not fit (a button's label), `breakAtSpaces` lets it break at its spaces only: "(907)" / "555-0142". Its text is
 * unchanged (no non-breaking hyphens), so it copies, reads and is found as written.
 */
export function PhoneNumber({
  children,
  breakAtSpaces = false,
}: {
  children: string;
  breakAtSpaces?: boolean;
}) {
  if (!breakAtSpaces) return <span style={WHOLE}>{children}</span>;
  return (
    <span>
      {children
        .trim()
        .split(/\s+/)
        .map((group, index) => (
          // The space outside the unbreakable group: a line may break there.
          <Fragment key={index}>
            {index > 0 ? ' ' : null}
            <span style={WHOLE}>{group}</span>
          </Fragment>
        ))}
    </span>
  );
}
