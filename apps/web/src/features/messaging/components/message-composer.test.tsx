import { onlineManager, useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, renderWithProviders } from '../../../test/render.tsx';
import { serveUploadLimit } from '../../../test/upload-limit.ts';
import {
  ComposerQuickMessagesContext,
  type ComposerQuickMessages,
  type QuickMessagePickerProps,
} from './composer-quick-messages.ts';
import { EMPTY_MESSAGE_PROBLEM, MessageComposer, type ComposerSubmit } from './message-composer.tsx';
import { LINK_ADDRESS_PROBLEM, linkHrefFromInput } from './message-link-control.tsx';

// The editor and its popovers on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// ProseMirror measures the selection; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

function editable(name = 'Reply'): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** Types into the editor as the browser would: the text lands in the DOM and ProseMirror reads it back. */
async function typeText(text: string, name = 'Reply') {
  const box = editable(name);
  const paragraph = box.querySelector('p') ?? box;
  await act(async () => {
    paragraph.textContent = text;
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('MessageComposer', () => {
  it('is a labelled multi-line textbox with a formatting toolbar', () => {
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    const box = editable();
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.getAttribute('contenteditable')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Reply formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bullet list',
      'Ordered list',
      'Blockquote',
      'Code',
      'Link',
      'Remove link',
    ])
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
  });

  it('stops Tab once at its formatting toolbar, not at each button; the arrow keys move inside it', () => {
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Reply formatting' });
    const tabStops = within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('tabindex') !== '-1');
    expect(tabStops.map((b) => b.getAttribute('aria-label'))).toEqual(['Bold']);
    act(() => tabStops[0]!.focus());
    fireEvent.keyDown(tabStops[0]!, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Italic');
  });

  it('refuses an empty message with the SPEC §5 sentence and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', EMPTY_MESSAGE_PROBLEM);
    expect(editable().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the HTML and files, shows progress, then clears itself', async () => {
    const pending = deferred();
    const onSubmit = vi.fn((_value: ComposerSubmit) => pending.promise);
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('Hello there');
    const file = new File(['abc'], 'notes.txt', { type: 'text/plain' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('notes.txt')).toBeTruthy();
    expect(screen.getByText('3 B')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ html: '<p>Hello there</p>', files: [file] });
    expect(screen.getByRole('button', { name: 'Send reply' }).getAttribute('aria-busy')).toBe('true');
    expect(editable().getAttribute('contenteditable')).toBe('false');

    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().textContent).toBe(''));
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(editable().getAttribute('contenteditable')).toBe('true');
  });

  it('says beside Send, politely, while its send waits for the connection, that it goes once back online', async () => {
    const send = vi.fn((_html: string) => Promise.resolve());
    function Sender() {
      const reply = useMutation({ mutationFn: send });
      return (
        <MessageComposer
          label="Reply"
          submitLabel="Send reply"
          onSubmit={async ({ html }) => reply.mutateAsync(html)}
          waitingForConnection={{ waiting: reply.isPaused, what: 'reply' }}
        />
      );
    }
    renderWithProviders(<Sender />);
    await typeText('See you at ten');
    const words = 'You are offline. Your reply will be sent when you are back online.';
    const status = () => screen.getAllByRole('status').find((s) => s.textContent === words);
    act(() => onlineManager.setOnline(false));
    // Offline but nothing being sent: nothing to say here.
    expect(status()).toBeUndefined();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
      await waitFor(() => expect(status()).toBeDefined());
      expect(screen.getByText(words, { selector: 'p' })).toBeTruthy();
      expect(send).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Send reply' }).getAttribute('aria-busy')).toBe('true');
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() => expect(editable().textContent).toBe(''));
    expect(send).toHaveBeenCalledTimes(1);
    expect(status()).toBeUndefined();
    expect(screen.queryByText(words)).toBeNull();
  });

  it('gives the focus back to the editor once sent, when the lock dropped it to the page', async () => {
    const pending = deferred();
    renderWithProviders(
      <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={() => pending.promise} />,
    );
    await typeText('Thanks, see you Tuesday');
    // In a browser the locked editor and Send button lose the focus to the page; a click in jsdom gives none.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('false'));
    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().textContent).toBe(''));
    await waitFor(() => expect(editable().contains(document.activeElement)).toBe(true));
  });

  it('gives the focus to the editor once sent from the Send button, which kept it meanwhile', async () => {
    const pending = deferred();
    renderWithProviders(
      <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={() => pending.promise} />,
    );
    await typeText('Thanks, see you Tuesday');
    const send = screen.getByRole('button', { name: 'Send reply' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('false'));
    expect(document.activeElement).toBe(send);
    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().textContent).toBe(''));
    await waitFor(() => expect(editable().contains(document.activeElement)).toBe(true));
  });

  it('leaves the focus where the person put it while the message was being sent', async () => {
    const pending = deferred();
    renderWithProviders(
      <>
        <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={() => pending.promise} />
        <button type="button">Archive</button>
      </>,
    );
    await typeText('On my way');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('false'));
    const elsewhere = screen.getByRole('button', { name: 'Archive' });
    elsewhere.focus();
    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().textContent).toBe(''));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('keeps the text and shows why when sending fails', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('The thread was deleted.')));
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The thread was deleted.');
    expect(editable().textContent).toBe('Keep me');
  });

  it('sends with Ctrl+Enter and with Cmd+Enter', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('Quick one');
    fireEvent.keyDown(editable(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(editable().textContent).toBe(''));
    // The editor is cleared before the send settles; type again only once it is unlocked, as a person would.
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('true'));
    await typeText('Another');
    fireEvent.keyDown(editable(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('declares the shortcut on Send, where a narrow composer hides the "Ctrl+Enter to send" hint', () => {
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Send reply' }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+Enter Meta+Enter',
    );
  });

  it('removes a chosen file', async () => {
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['a'], 'a.pdf'), new File(['bb'], 'b.pdf')] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
    expect(screen.getByText('b.pdf')).toBeTruthy();
  });

  it('in form mode reports its value and has no send button of its own', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <MessageComposer
        label="Message"
        submitLabel="Send"
        onSubmit={vi.fn()}
        onChange={onChange}
        error="Too long"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Too long');
    await typeText('Form text', 'Message');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ html: '<p>Form text</p>', files: [] }));
  });

  it('links only web and e-mail addresses', async () => {
    const onSubmit = vi.fn((_value: ComposerSubmit) => Promise.resolve());
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('See ');
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(LINK_ADDRESS_PROBLEM)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'example.org/help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save link' }));
    const link = await waitFor(() => {
      const found = editable().querySelector('a');
      if (!found) throw new Error('no link yet');
      return found;
    });
    expect(link.getAttribute('href')).toBe('https://example.org/help');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].html).toContain('href="https://example.org/help"');
  });

  it('starts from the initial HTML and offers no files when told', () => {
    renderWithProviders(
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={vi.fn()}
        initialHtml="<p>Draft <strong>text</strong></p>"
        allowFiles={false}
      />,
    );
    expect(editable().querySelector('strong')?.textContent).toBe('text');
    expect(screen.queryByRole('button', { name: 'Attach files' })).toBeNull();
  });
});

/** A stand-in for the quick-messages feature's picker: one template, "Welcome", with a file and a variable. */
function FakePicker({ opened, onOpenChange, values, onInsert, disabled }: QuickMessagePickerProps) {
  return (
    <div>
      <button type="button" disabled={disabled} onClick={() => onOpenChange(!opened)}>
        Quick messages
      </button>
      {opened ? (
        <div role="dialog" aria-label="Pick a quick message">
          <button
            type="button"
            onClick={() => {
              onInsert({
                html: `<p>Hello ${values['participant.firstName'] ?? '{participant.firstName}'}</p>`,
                attachment: {
                  templateId: 'template-1',
                  templateName: 'Welcome',
                  files: [{ name: 'guide.pdf', size: 2048 }],
                },
              });
              onOpenChange(false);
            }}
          >
            Insert Welcome
          </button>
        </div>
      ) : null}
    </div>
  );
}

const QUICK: ComposerQuickMessages = { Picker: FakePicker, transferFiles: () => Promise.resolve() };

describe('MessageComposer quick messages', () => {
  it('offers the picker the route provides; Ctrl+/ in the editor opens it', async () => {
    renderWithProviders(
      <ComposerQuickMessagesContext value={QUICK}>
        <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />
      </ComposerQuickMessagesContext>,
    );
    expect(screen.getByRole('button', { name: 'Quick messages' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(editable(), { key: '/', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Pick a quick message' })).toBeTruthy();
  });

  it('has no picker without one, or when switched off', () => {
    const { unmount } = renderWithProviders(
      <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Quick messages' })).toBeNull();
    unmount();
    renderWithProviders(
      <ComposerQuickMessagesContext value={QUICK}>
        <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} quickMessages={null} />
      </ComposerQuickMessagesContext>,
    );
    expect(screen.queryByRole('button', { name: 'Quick messages' })).toBeNull();
    fireEvent.keyDown(editable(), { key: '/', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inserts with the values given, lists the files "from template", and sends them with the message', async () => {
    const pending = deferred();
    const onSubmit = vi.fn((_value: ComposerSubmit) => pending.promise);
    renderWithProviders(
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={onSubmit}
        quickMessages={QUICK}
        templateValues={{ 'participant.firstName': 'Lena' }}
      />,
    );
    for (let i = 0; i < 2; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Quick messages' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Insert Welcome' }));
    }
    await waitFor(() => expect(editable().textContent).toBe('Hello LenaHello Lena'));
    // Inserted twice, attached once.
    expect(screen.getAllByText('guide.pdf')).toHaveLength(1);
    expect(screen.getByText('from template “Welcome”')).toBeTruthy();
    expect(screen.getByText('1 file to attach')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      html: '<p>Hello Lena</p><p>Hello Lena</p>',
      files: [],
      templates: [
        { templateId: 'template-1', templateName: 'Welcome', files: [{ name: 'guide.pdf', size: 2048 }] },
      ],
    });
    await act(async () => pending.resolve());
    await waitFor(() => expect(screen.queryByText('guide.pdf')).toBeNull());
  });

  it('says which variables are still to fill in and refuses to send the message until they are replaced', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} quickMessages={QUICK} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick messages' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Welcome' }));
    const hint = await screen.findByText('To fill in before sending: {participant.firstName}');
    expect(editable().getAttribute('aria-describedby')).toBe(hint.id);

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Replace {participant.firstName} with the words you mean: this message has no value for it, and the participant would see the braces',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(editable().getAttribute('aria-invalid')).toBe('true');

    // Once the braces are gone, the refusal goes with them and the message sends.
    await typeText('Hello Lena');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByText(/To fill in before sending/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('leaves braces alone in a composer without quick messages (a participant writes what they like)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    await typeText('The letter says {team.name}');
    expect(screen.queryByText(/To fill in before sending/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("removes a template's files without touching its text, and reports them in form mode", async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <MessageComposer
        label="Message"
        submitLabel="Send"
        onSubmit={vi.fn()}
        onChange={onChange}
        quickMessages={QUICK}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick messages' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Welcome' }));
    // No value for the variable: it stays visible for the writer to fill in.
    await waitFor(() => expect(editable('Message').textContent).toBe('Hello {participant.firstName}'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ templates: [expect.anything()] })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove the files of template Welcome' }));
    expect(screen.queryByText('guide.pdf')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ html: '<p>Hello {participant.firstName}</p>', files: [] });
    expect(editable('Message').textContent).toBe('Hello {participant.firstName}');
  });
});

describe('linkHrefFromInput', () => {
  it('turns what people type into web or e-mail links, and refuses anything else', () => {
    expect(linkHrefFromInput('example.org/help')).toBe('https://example.org/help');
    expect(linkHrefFromInput('https://example.org')).toBe('https://example.org/');
    expect(linkHrefFromInput('someone@example.org')).toBe('mailto:someone@example.org');
    expect(linkHrefFromInput('mailto:someone@example.org')).toBe('mailto:someone@example.org');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'word', '', 'ftp://x.example'])
      expect(linkHrefFromInput(bad)).toBeNull();
  });
});

function pick(...files: File[]) {
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
}

describe('MessageComposer file names', () => {
  it('says at once which picked files the server would refuse for their name, and why, and leaves them out', async () => {
    const onSubmit = vi.fn((_value: ComposerSubmit) => Promise.resolve());
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={onSubmit} />);
    const lease = new File(['b'], 'lease.pdf');
    pick(new File(['a'], 'rent: May.pdf'), lease, new File(['c'], 'setup.exe'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These files cannot be sent:');
    const reasons = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(reasons).toEqual([
      '“rent: May.pdf” — Remove these characters from the file name: :',
      expect.stringMatching(/^“setup\.exe” — Files ending in \.exe are not accepted\./),
    ]);
    expect(screen.getByText('1 file to attach')).toBeTruthy();
    await typeText('The lease');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].files).toEqual([lease]);
  });

  it("refuses at once a file over the server's upload limit, before anything is sent", async () => {
    serveUploadLimit(1_048_576);
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    pick(new File(['a note'], 'note.txt'), new File([new Uint8Array(1_048_577)], 'photo.jpg'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This file cannot be sent:');
    expect(within(alert).getByRole('listitem').textContent).toBe(
      '“photo.jpg” — Larger than the 1 MB limit. Send a smaller file.',
    );
    expect(screen.getByText('1 file to attach')).toBeTruthy();
  });

  it('refuses a second file of the same name (a message keeps one file per name), not the same file twice', async () => {
    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    pick(new File(['a'], 'scan.pdf'));
    pick(new File(['a'], 'scan.pdf'));
    expect(await screen.findByText('1 file to attach')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    pick(new File(['longer'], 'scan.pdf'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“scan.pdf” — Another file chosen has the same name.',
    );
    expect(screen.getByText('1 file to attach')).toBeTruthy();
  });
});

describe('MessageComposer drafts', () => {
  const welcome = {
    templateId: 'template-1',
    templateName: 'Welcome',
    files: [{ name: 'guide.pdf', size: 2048 }],
  };

  it('starts from a draft, reports every change, and reports it emptied once sent (not while sending)', async () => {
    const pending = deferred();
    const onDraftChange = vi.fn();
    const letter = new File(['x'], 'letter.pdf');
    renderWithProviders(
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={() => pending.promise}
        draft={{ html: '<p>Half a reply</p>', files: [letter], templates: [welcome] }}
        onDraftChange={onDraftChange}
        quickMessages={QUICK}
      />,
    );
    expect(editable().textContent).toBe('Half a reply');
    expect(screen.getByText('letter.pdf')).toBeTruthy();
    expect(screen.getByText('guide.pdf')).toBeTruthy();
    await typeText('Half a reply, now done');
    await waitFor(() =>
      expect(onDraftChange).toHaveBeenLastCalledWith({
        html: '<p>Half a reply, now done</p>',
        files: [letter],
        templates: [welcome],
      }),
    );
    const calls = onDraftChange.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('false'));
    expect(onDraftChange).toHaveBeenCalledTimes(calls);
    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().textContent).toBe(''));
    expect(onDraftChange).toHaveBeenLastCalledWith({ html: '', files: [] });
  });

  /** A stand-in for the draft keeper's watch: `put` replaces the message as a refused reply put back would. */
  function watched() {
    let show: (value: ComposerSubmit) => void = () => undefined;
    const watchDraft = vi.fn((listener: (value: ComposerSubmit) => void, _shown?: ComposerSubmit) => {
      show = listener;
      return () => {
        show = () => undefined;
      };
    });
    return { watchDraft, put: (value: ComposerSubmit) => act(() => show(value)) };
  }

  it('shows a message put back from elsewhere, without reporting it back, and writing goes on with it', async () => {
    const onDraftChange = vi.fn();
    const { watchDraft, put } = watched();
    const refusedFile = new File(['x'], 'lease.pdf');
    renderWithProviders(
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={vi.fn()}
        onDraftChange={onDraftChange}
        watchDraft={watchDraft}
        quickMessages={QUICK}
      />,
    );
    await typeText('Written here');
    const calls = onDraftChange.mock.calls.length;
    put({ html: '<p>Refused</p><p>Written here</p>', files: [refusedFile], templates: [welcome] });
    expect(Array.from(editable().querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Refused',
      'Written here',
    ]);
    expect(await screen.findByText('lease.pdf')).toBeTruthy();
    expect(screen.getByText('guide.pdf')).toBeTruthy();
    expect(onDraftChange).toHaveBeenCalledTimes(calls);

    await act(async () => {
      editable().querySelectorAll('p')[1]!.textContent = 'Written here, and on';
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(onDraftChange).toHaveBeenLastCalledWith({
      html: '<p>Refused</p><p>Written here, and on</p>',
      files: [refusedFile],
      templates: [welcome],
    });
  });

  it('watches from the draft it started with, then from the last message put back', () => {
    const { watchDraft, put } = watched();
    const draft = { html: '<p>Started from</p>', files: [] };
    const composer = (watch: typeof watchDraft) => (
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={vi.fn()}
        draft={draft}
        watchDraft={watch}
      />
    );
    const view = renderWithProviders(composer(watchDraft));
    expect(watchDraft).toHaveBeenLastCalledWith(expect.any(Function), draft);
    const putBack = { html: '<p>Put back</p>', files: [] };
    put(putBack);
    // A new watch (the thread's draft keeper changed) starts from what is shown now.
    const { watchDraft: again } = watched();
    view.rerender(<TestProviders queryClient={view.queryClient}>{composer(again)}</TestProviders>);
    expect(again).toHaveBeenLastCalledWith(expect.any(Function), putBack);
  });

  it('shows a message put back while its own was being sent once that one is sent, instead of emptying', async () => {
    const pending = deferred();
    const onDraftChange = vi.fn();
    const { watchDraft, put } = watched();
    renderWithProviders(
      <MessageComposer
        label="Reply"
        submitLabel="Send reply"
        onSubmit={() => pending.promise}
        onDraftChange={onDraftChange}
        watchDraft={watchDraft}
      />,
    );
    await typeText('Sent now');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('false'));
    const calls = onDraftChange.mock.calls.length;
    put({ html: '<p>Refused earlier</p>', files: [] });
    expect(editable().textContent).toBe('Sent now');
    await act(async () => pending.resolve());
    await waitFor(() => expect(editable().getAttribute('contenteditable')).toBe('true'));
    expect(editable().textContent).toBe('Refused earlier');
    expect(onDraftChange).toHaveBeenCalledTimes(calls);
  });

  it('is one line high while idle when asked, and opens up once written in or given a file', async () => {
    const { unmount } = renderWithProviders(
      <MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} compactWhenIdle />,
    );
    const root = () => editable().closest('.mantine-Stack-root')!;
    expect(root().hasAttribute('data-idle')).toBe(true);
    // The toolbar stays in the page: CSS shows it as soon as the focus enters the composer.
    expect(screen.getByRole('toolbar', { name: 'Reply formatting', hidden: true })).toBeTruthy();
    await typeText('Hello');
    expect(root().hasAttribute('data-idle')).toBe(false);
    await typeText('');
    await waitFor(() => expect(root().hasAttribute('data-idle')).toBe(true));
    pick(new File(['a'], 'a.pdf'));
    await waitFor(() => expect(root().hasAttribute('data-idle')).toBe(false));
    unmount();

    renderWithProviders(<MessageComposer label="Reply" submitLabel="Send reply" onSubmit={vi.fn()} />);
    expect(root().hasAttribute('data-idle')).toBe(false);
  });
});
