import { describe, expect, it, vi } from 'vitest';
import { attachTemplateFiles, type ComposerQuickMessages } from './composer-quick-messages.ts';

const file = { name: 'guide.pdf', size: 10 };

function quick(transfer: ComposerQuickMessages['transferFiles']): ComposerQuickMessages {
  return { Picker: () => null, transferFiles: transfer };
}

describe('attachTemplateFiles', () => {
  it('copies the files of each template that has some onto the message, in order', async () => {
    const transfer = vi.fn(() => Promise.resolve());
    await attachTemplateFiles(quick(transfer), 'thread-1', 'message-1', [
      { templateId: 'a', templateName: 'A', files: [file] },
      { templateId: 'b', templateName: 'B', files: [] },
      { templateId: 'c', templateName: 'C', files: [file, file] },
    ]);
    expect(transfer.mock.calls).toEqual([
      ['a', 'thread-1', 'message-1'],
      ['c', 'thread-1', 'message-1'],
    ]);
  });

  it('stops at the first failure and rejects with it', async () => {
    const transfer = vi.fn((id: string) =>
      id === 'a' ? Promise.reject(new Error('gone')) : Promise.resolve(),
    );
    await expect(
      attachTemplateFiles(quick(transfer), 't', 'm', [
        { templateId: 'a', templateName: 'A', files: [file] },
        { templateId: 'b', templateName: 'B', files: [file] },
      ]),
    ).rejects.toThrow('gone');
    expect(transfer).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a picker or templates', async () => {
    await expect(
      attachTemplateFiles(null, 't', 'm', [{ templateId: 'a', templateName: 'A', files: [file] }]),
    ).resolves.toBeUndefined();
    const transfer = vi.fn(() => Promise.resolve());
    await attachTemplateFiles(quick(transfer), 't', 'm', undefined);
    expect(transfer).not.toHaveBeenCalled();
  });
});
