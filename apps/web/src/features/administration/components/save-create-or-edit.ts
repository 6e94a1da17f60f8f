import { showToast } from '../../../platform/forms/toast.ts';
import { changedFields } from './changed-fields.ts';

/** What a mutation's `mutate` takes beside its input: it fits `create.mutate` as it is. */
type OnSaved<Saved> = { onSuccess: (saved: Saved) => void };

export interface SaveCreateOrEditInput<Body extends object, Saved> {
  /** The form's values, checked. */
  body: Body;
  /** Sends a new item. */
  create: (body: Body, options: OnSaved<Saved>) => void;
  /** The item being edited, with its saved values and how to send changes to it; null when adding one. */
  edit: { current: Body; update: (changes: Partial<Body>, options: OnSaved<Saved>) => void } | null;
  /** How the toast names what was saved, e.g. “Alaska 211”. */
  nameOf: (saved: Saved) => string;
  onClose: () => void;
}

/**
 * Adds the item, or sends only the fields an edit changed; once saved, says so and closes. An edit that changed
 * nothing closes without a request.
 */
export function saveCreateOrEdit<Body extends object, Saved>({
  body,
  create,
  edit,
  nameOf,
  onClose,
}: SaveCreateOrEditInput<Body, Saved>): void {
  const done = (verb: string): OnSaved<Saved> => ({
    onSuccess: (saved) => {
      showToast({ color: 'teal', message: `${nameOf(saved)} ${verb}.` });
      onClose();
    },
  });
  if (!edit) {
    create(body, done('added'));
    return;
  }
  const changes = changedFields(body, edit.current);
  if (Object.keys(changes).length === 0) {
    onClose();
    return;
  }
  edit.update(changes, done('saved'));
}
