import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { useEditorState } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { safeLinkHref } from '../../../platform/rich-text/sanitize-message-html.ts';

export const LINK_ADDRESS_PROBLEM = 'Use a web address (https://…) or an e-mail address';

/**
 * What a person typed as a link target, as the URL to store: "example.org" becomes https://example.org/,
 * "someone@example.org" a mailto: link; null when it is not a web or e-mail address (javascript:, data:, ...).
 */
export function linkHrefFromInput(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return safeLinkHref(value);
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return safeLinkHref(`mailto:${value}`);
  if (value.startsWith('/')) return null;
  const href = safeLinkHref(`https://${value}`);
  // A host needs a dot (or is localhost) to be a web address someone else can open.
  if (href === null) return null;
  const host = new URL(href).hostname;
  return host.includes('.') || host === 'localhost' ? href : null;
}

export interface MessageLinkControlProps {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** Toolbar control that links the selected text (or inserts the address as a link) after checking the address. */
export function MessageLinkControl({ opened, onOpen, onClose }: MessageLinkControlProps) {
  const { editor } = useRichTextEditorContext();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const active = useEditorState({
    editor,
    selector: (state) => (state.editor && !state.editor.isDestroyed ? state.editor.isActive('link') : false),
  });

  function open() {
    const current: unknown = editor?.getAttributes('link').href;
    setValue(typeof current === 'string' ? current : '');
    setProblem(null);
    onOpen();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!editor) return;
    if (value.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const href = linkHrefFromInput(value);
    if (href === null) {
      setProblem(LINK_ADDRESS_PROBLEM);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain.setLink({ href }).run();
    onClose();
  }

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : onClose())}
      trapFocus
      returnFocus
      shadow="md"
      position="bottom-start"
      withinPortal
    >
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Link"
          title="Link (Ctrl+K)"
          active={active ?? false}
          onClick={() => (opened ? onClose() : open())}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconLink size={16} stroke={1.5} aria-hidden />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={save} noValidate aria-label="Link">
          <Stack gap="xs" w={280}>
            <TextInput
              label="Link address"
              placeholder="https://example.org"
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
              data-autofocus
              size="sm"
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" size="xs">
                Save link
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
