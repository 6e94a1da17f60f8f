import '@mantine/tiptap/styles.css';
import { TEMPLATE_VARIABLES } from '@casework/contract';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconChevronDown, IconVariable } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import {
  editorHtml,
  messageEditorExtensions,
  useEditableAttributes,
} from '../../../platform/rich-text/message-editor.ts';
import { FormattingToolbar } from '../../../platform/rich-text/formatting-toolbar.tsx';
import classes from './template-body-editor.module.css';

export interface TemplateBodyEditorProps {
  label: string;
  description?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The rich-text body of a quick message (the formatting a message may have) with a variable picker: a menu of the
 * variables by their label that inserts `{name}` at the cursor.
 */
export function TemplateBodyEditor({
  label,
  description,
  initialHtml,
  onChange,
  error,
  disabled = false,
}: TemplateBodyEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const changeRef = useRef(onChange);
  // A variable goes in at the cursor once the editor has had the focus, otherwise at the end.
  const focusedOnce = useRef(false);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: messageEditorExtensions('Write the message; insert variables where the details go'),
    content: initialHtml,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: classes.editable ?? '',
      },
    },
    onFocus: () => {
      focusedOnce.current = true;
    },
    onUpdate: ({ editor: current }) => changeRef.current(editorHtml(current)),
  });

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean);
  useEditableAttributes(editor, {
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : null,
    'aria-invalid': error ? 'true' : null,
  });

  function insertVariable(name: string) {
    editor
      .chain()
      .focus(focusedOnce.current ? undefined : 'end')
      .insertContent({ type: 'text', text: `{${name}}` })
      .run();
  }

  return (
    <Stack gap={4}>
      <Text id={labelId} component="div" size="sm" fw={500}>
        {label}{' '}
        <Text span c="var(--mantine-color-error)" aria-hidden>
          *
        </Text>
      </Text>
      {description ? (
        <Text id={descriptionId} size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      <RichTextEditor editor={editor} className={classes.editor} data-invalid={error ? true : undefined}>
        <FormattingToolbar label={`${label} formatting`}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold disabled={disabled} />
            <RichTextEditor.Italic disabled={disabled} />
            <RichTextEditor.Underline disabled={disabled} />
            <RichTextEditor.Strikethrough disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList disabled={disabled} />
            <RichTextEditor.OrderedList disabled={disabled} />
            <RichTextEditor.Blockquote disabled={disabled} />
          </RichTextEditor.ControlsGroup>
          <VariableMenu onPick={insertVariable} disabled={disabled} />
        </FormattingToolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {error ? (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Insert variable": the variables by what they stand for, each inserted as `{name}`. */
export function VariableMenu({ onPick, disabled }: { onPick: (name: string) => void; disabled: boolean }) {
  return (
    <Menu position="bottom-start" shadow="md" width={300} returnFocus={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconVariable size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          disabled={disabled}
        >
          Insert variable
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Filled in for each message</Menu.Label>
        {TEMPLATE_VARIABLES.map((v) => (
          <Menu.Item
            key={v.name}
            onClick={() => onPick(v.name)}
            rightSection={
              <Text size="xs" c="dimmed" ff="monospace">
                {`{${v.name}}`}
              </Text>
            }
          >
            {v.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
