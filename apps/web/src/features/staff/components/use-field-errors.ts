import { useState } from 'react';

const belongsTo = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/**
 * A form's errors by field: the browser's own checks and the server's answer (`serverErrors`, from the failed
 * request `error`). Each goes as soon as its field is changed (`clear`); the server's come back with its next answer.
 */
export function useFieldErrors(error: unknown, serverErrors: Record<string, string>) {
  const [local, setLocal] = useState<Record<string, string>>({});
  // The fields changed since the server answered `of`: a new answer shows all of its errors again.
  const [changed, setChanged] = useState<{ of: unknown; fields: readonly string[] }>({
    of: null,
    fields: [],
  });
  const hidden = changed.of === error ? changed.fields : [];
  const shown = Object.fromEntries(
    Object.entries(serverErrors).filter(([key]) => !hidden.some((field) => belongsTo(key, field))),
  );
  return {
    errors: { ...shown, ...local } as Record<string, string>,
    /** Replaces the browser's own errors (the checks made before sending). */
    setLocalErrors: setLocal,
    /** The field (and the fields inside it, such as "teamIds.1") was changed: its errors go. */
    clear(field: string) {
      setLocal((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !belongsTo(key, field))),
      );
      setChanged((current) => ({
        of: error,
        fields: [...(current.of === error ? current.fields : []), field],
      }));
    },
  };
}
