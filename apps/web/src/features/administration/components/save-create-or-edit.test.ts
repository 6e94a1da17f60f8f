import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../platform/forms/toast.ts';
import { saveCreateOrEdit } from './save-create-or-edit.ts';

vi.mock('../../../platform/forms/toast.ts', () => ({ showToast: vi.fn() }));

interface Link {
  title: string;
  sortOrder: number;
}

/** Saves `body` as a new link, or as an edit of `current`; the fake requests succeed at once. */
function save(body: Link, current: Link | null) {
  type Options = { onSuccess: (saved: Link) => void };
  const create = vi.fn((sent: Link, { onSuccess }: Options) => onSuccess(sent));
  const update = vi.fn((changes: Partial<Link>, { onSuccess }: Options) =>
    onSuccess({ ...current!, ...changes }),
  );
  const onClose = vi.fn();
  saveCreateOrEdit({
    body,
    create,
    edit: current && { current, update },
    nameOf: (saved) => saved.title,
    onClose,
  });
  return { create, update, onClose };
}

const LINK = { title: 'Alaska 211', sortOrder: 10 };

describe('saveCreateOrEdit', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('adds a new item, then says so and closes', () => {
    const { create, update, onClose } = save(LINK, null);
    expect(create).toHaveBeenCalledWith(LINK, { onSuccess: expect.any(Function) });
    expect(update).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Alaska 211 added.' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends only the changed fields of an edit', () => {
    const { create, update, onClose } = save({ ...LINK, sortOrder: 20 }, LINK);
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ sortOrder: 20 }, { onSuccess: expect.any(Function) });
    expect(showToast).toHaveBeenCalledWith({ color: 'teal', message: 'Alaska 211 saved.' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes an edit that changed nothing without a request or a toast', () => {
    const { create, update, onClose } = save({ ...LINK }, LINK);
    expect(create).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
