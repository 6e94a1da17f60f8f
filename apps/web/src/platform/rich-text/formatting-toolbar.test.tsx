import { Popover, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestProviders, createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { FormattingToolbar } from './formatting-toolbar.tsx';
import { messageEditorExtensions } from './message-editor.ts';

// ProseMirror measures the selection; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

/** Sets whether the "Later" control is disabled, as a control does itself when the selection moves. */
let setLaterDisabled: (disabled: boolean) => void = () => undefined;

function LaterControl({ locked }: { locked: boolean }) {
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    setLaterDisabled = setDisabled;
  }, []);
  return (
    <RichTextEditor.Control aria-label="Later" disabled={disabled || locked}>
      L
    </RichTextEditor.Control>
  );
}

/** A control with a popup, as the link control has: the popup's keys are its own. */
function PopupControl() {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withinPortal trapFocus>
      <Popover.Target>
        <RichTextEditor.Control aria-label="Popup" onClick={() => setOpened(true)}>
          P
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput label="Address" />
      </Popover.Dropdown>
    </Popover>
  );
}

/** `locked`: every control but Popup disabled, as while the editor starts or a message is sent. */
function Editor({ locked = false }: { locked?: boolean }) {
  const editor = useEditor({ extensions: messageEditorExtensions('Write') });
  return (
    <RichTextEditor editor={editor}>
      <FormattingToolbar label="Message formatting">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold disabled={locked} />
          <RichTextEditor.Italic disabled={locked} />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <LaterControl locked={locked} />
          <PopupControl />
        </RichTextEditor.ControlsGroup>
      </FormattingToolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}

function renderEditor(locked = false) {
  const { rerender } = renderWithProviders(<Editor locked={locked} />);
  const toolbar = screen.getByRole('toolbar', { name: 'Message formatting' });
  const button = (name: string) => within(toolbar).getByRole('button', { name });
  /** The buttons Tab stops at. */
  const tabStops = () =>
    within(toolbar)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('tabindex') !== '-1')
      .map((b) => b.getAttribute('aria-label'));
  const unlock = () =>
    rerender(
      <TestProviders queryClient={createTestQueryClient()}>
        <Editor />
      </TestProviders>,
    );
  return { toolbar, button, tabStops, unlock };
}

describe('FormattingToolbar', () => {
  it('is one Tab stop, at its first control until another is used', async () => {
    const { toolbar, button, tabStops } = renderEditor();
    expect(toolbar.getAttribute('aria-orientation')).toBe('horizontal');
    expect(tabStops()).toEqual(['Bold']);
    act(() => button('Later').focus());
    await waitFor(() => expect(tabStops()).toEqual(['Later']));
  });

  it('moves with the arrow keys, round from either end, and to the first and last with Home and End', () => {
    const { button, tabStops } = renderEditor();
    act(() => button('Bold').focus());
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(button('Italic'));
    expect(tabStops()).toEqual(['Italic']);
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(button('Popup'));
    press('ArrowRight');
    expect(document.activeElement).toBe(button('Bold'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(button('Popup'));
    press('Home');
    expect(document.activeElement).toBe(button('Bold'));
    press('End');
    expect(document.activeElement).toBe(button('Popup'));
    expect(tabStops()).toEqual(['Popup']);
  });

  it('gives the Tab stop back to the first control once the controls are enabled, if none was used meanwhile', async () => {
    const { tabStops, unlock } = renderEditor(true);
    await waitFor(() => expect(tabStops()).toEqual(['Popup']));
    unlock();
    await waitFor(() => expect(tabStops()).toEqual(['Bold']));
  });

  it('skips a disabled control, and keeps a Tab stop when the one it had is disabled', async () => {
    const { button, tabStops } = renderEditor();
    act(() => button('Later').focus());
    await waitFor(() => expect(tabStops()).toEqual(['Later']));
    act(() => setLaterDisabled(true));
    await waitFor(() => expect(tabStops()).toEqual(['Bold']));
    act(() => button('Italic').focus());
    fireEvent.keyDown(button('Italic'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Popup'));
  });

  it("leaves the keys of a control's popup to it", async () => {
    const { button } = renderEditor();
    act(() => button('Popup').focus());
    fireEvent.click(button('Popup'));
    const address = await screen.findByRole('textbox', { name: 'Address' });
    act(() => address.focus());
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      const event = fireEvent.keyDown(address, { key });
      expect(event, key).toBe(true); // not prevented: the caret moves in the field
      expect(document.activeElement).toBe(address);
    }
  });
});
