import '@mantine/tiptap/styles.css';
import {
  isRichTextNonEmpty,
  unfilledTemplateVariables,
  unfilledTemplateVariablesMessage,
  type TemplateVariableValues,
} from '@casework/contract';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { IconAlertTriangle, IconPaperclip, IconSend, IconTemplate, IconX } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type JSX, type MouseEvent } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { isSamePickedFile, pickedFileProblem } from '../../../platform/forms/picked-file.ts';
import {
  editorHtml,
  messageEditorExtensions,
  useEditableAttributes,
} from '../../../platform/rich-text/message-editor.ts';
import { FormattingToolbar } from '../../../platform/rich-text/formatting-toolbar.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import {
  useComposerQuickMessages,
  type ComposerQuickMessages,
  type QuickMessageInsertion,
  type TemplateAttachment,
} from './composer-quick-messages.ts';
import classes from './message-composer.module.css';
import { MessageLinkControl } from './message-link-control.tsx';
import { formatFileSize } from './thread-format.ts';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { SendWhenOnlineNotice } from '../../../platform/ui/offline-notice.tsx';

export interface ComposerSubmit {
  html: string;
  files: File[];
  /**
   * The quick messages inserted whose files go with the message (present only when there are some): copy them onto
   * the message once it exists with `attachTemplateFiles` (composer-quick-messages.ts).
   */
  templates?: TemplateAttachment[];
}

export interface MessageComposerProps {
  /** Accessible label of the editor, e.g. "Reply" or "Message". */
  label: string;
  /** E.g. "Send reply". */
  submitLabel: string;
  /** The composer shows progress while this runs and clears itself when it resolves; a rejection keeps the text. */
  onSubmit: (value: ComposerSubmit) => Promise<void>;
  disabled?: boolean;
  placeholder?: string;
  /** Default true. */
  allowFiles?: boolean;
  initialHtml?: string;
  /** When given, the composer renders no submit button of its own and reports its value instead (for forms). */
  onChange?: (value: ComposerSubmit) => void;
  /** Shown under the editor (e.g. a server field error). */
  error?: string | null;
  /**
   * The quick-message picker; by default the one the route provides (ComposerQuickMessagesContext), null for none.
   * Open it with its button or Ctrl+/ in the editor.
   */
  quickMessages?: ComposerQuickMessages | null;
  /** Values of the quick-message variables for this message (participant, staff, team, subject, today). */
  templateValues?: TemplateVariableValues;
  /** The unsent message to start from (text, files, quick-message files), e.g. a reply draft; wins over initialHtml. */
  draft?: ComposerSubmit;
  /**
   * Told of every change of the unsent message, and of its emptying once sent, so a draft can be kept while the
   * person works elsewhere. Unlike onChange, the composer keeps its own send button.
   */
  onDraftChange?: (value: ComposerSubmit) => void;
  /**
   * Subscribes to the unsent message being replaced from elsewhere (a refused reply put back into the draft, combined
   * with what is written here); the composer then shows what it is told. `shown` is what it shows already (the draft
   * it started from, or the last one it was told), so a replacement made before it subscribed is told at once.
   * Returns the unsubscribe.
   */
  watchDraft?: (show: (value: ComposerSubmit) => void, shown?: ComposerSubmit) => () => void;
  /**
   * While empty, unfocused and with nothing attached, shrink to a one-line editor and the buttons, so the thread above
   * keeps the room; the formatting toolbar comes back as soon as the focus is anywhere in the composer.
   */
  compactWhenIdle?: boolean;
  /**
   * The send under way waits for the connection (its mutation is paused while offline, and goes once the connection
   * is back): the composer says so beside its Send button. `what` names the message in those words ("reply").
   */
  waitingForConnection?: { waiting: boolean; what: string };
}

export const EMPTY_MESSAGE_PROBLEM = 'Write a message: it must contain some text';

/** What the composer reports: `templates` only when a quick message brought files. */
function valueOf(html: string, files: File[], templates: TemplateAttachment[]): ComposerSubmit {
  return templates.length > 0 ? { html, files, templates } : { html, files };
}

const NO_VALUES: TemplateVariableValues = {};

/**
 * What the composer itself says is wrong, by kind: the empty message and the unfilled variables are put right by
 * writing (and their words follow what is left), a refusal from the server stays until the next try.
 */
type ComposerProblem = { kind: 'empty' } | { kind: 'unfilled' } | { kind: 'refused'; message: string };

function problemText(problem: ComposerProblem | null, unfilled: readonly string[]): string | null {
  if (problem === null) return null;
  if (problem.kind === 'empty') return EMPTY_MESSAGE_PROBLEM;
  if (problem.kind === 'unfilled') return unfilledTemplateVariablesMessage(unfilled);
  return problem.message;
}

/** A mouse press that leaves the focus where it is (the click still happens). */
function keepFocus(event: MouseEvent): void {
  event.preventDefault();
}

/** The files of the message: those picked and those of inserted quick messages, for the "N files" line. */
function fileCount(files: readonly File[], templates: readonly TemplateAttachment[]): number {
  return files.length + templates.reduce((n, t) => n + t.files.length, 0);
}

/** A picked file the composer refused, and why. */
interface RefusedFile {
  name: string;
  reason: string;
}

/**
 * Why a picked file cannot go with the message: its name or size breaks the upload rule the server applies, or
 * another chosen file has its name (a message holds one file per name).
 */
function refusalOf(file: File, kept: readonly File[]): string | null {
  const problem = pickedFileProblem(file);
  if (problem !== null) return problem;
  if (kept.some((f) => f.name === file.name)) return 'Another file chosen has the same name.';
  return null;
}

/** Selects the first `{name}` written in one piece of text, so typing replaces it; says whether it found one. */
function selectVariable(editor: Editor, name: string): boolean {
  const needle = `{${name}}`;
  let found: { from: number; to: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found || !node.isText) return !found;
    const at = node.text?.indexOf(needle) ?? -1;
    if (at >= 0) found = { from: pos + at, to: pos + at + needle.length };
    return false;
  });
  if (!found) return false;
  editor.chain().focus().setTextSelection(found).scrollIntoView().run();
  return true;
}

/**
 * The rich-text message editor: bold, italic, underline, strike, lists, quote, code and links (web and e-mail
 * addresses only), optional attachments, quick messages (when a picker is provided), Ctrl/Cmd+Enter to send. The
 * server sanitises what it sends.
 */
export function MessageComposer({
  label,
  submitLabel,
  onSubmit,
  disabled = false,
  placeholder = 'Write your message…',
  allowFiles = true,
  initialHtml,
  onChange,
  error,
  quickMessages,
  templateValues = NO_VALUES,
  draft,
  onDraftChange,
  watchDraft,
  compactWhenIdle = false,
  waitingForConnection,
}: MessageComposerProps): JSX.Element {
  const labelId = useId();
  const problemId = useId();
  const hintId = useId();
  const filesId = useId();
  const refusedId = useId();
  const provided = useComposerQuickMessages();
  const quick = quickMessages === undefined ? provided : quickMessages;
  const [files, setFiles] = useState<File[]>(() => draft?.files ?? []);
  const [templates, setTemplates] = useState<TemplateAttachment[]>(() => draft?.templates ?? []);
  const [refused, setRefused] = useState<readonly RefusedFile[]>([]);
  const [pickerOpened, setPickerOpened] = useState(false);
  // Where a quick message goes: at the cursor once the editor has had the focus, otherwise at the end.
  const focusedOnce = useRef(false);
  const [problem, setProblem] = useState<ComposerProblem | null>(null);
  // The quick-message variables still written as `{name}` (staff composers, those with a picker): said under the
  // editor while there are some, and a message holding one is not sent (the server refuses it too).
  const [unfilled, setUnfilled] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [linkOpened, setLinkOpened] = useState(false);
  const standalone = onChange === undefined;
  const [empty, setEmpty] = useState(() => !draft?.html && !initialHtml);

  // The editor's handlers are set once; these refs let them reach the current props and state.
  const submitRef = useRef<() => void>(() => undefined);
  const changeRef = useRef<(html: string) => void>(() => undefined);
  const pickerShortcutRef = useRef<() => boolean>(() => false);
  const draftReplacedRef = useRef<(value: ComposerSubmit) => void>(() => undefined);

  const editor = useEditor({
    extensions: messageEditorExtensions(placeholder),
    content: draft?.html || initialHtml || '',
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: classes.editable ?? '',
      },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          submitRef.current();
          return true;
        }
        if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
          setLinkOpened(true);
          return true;
        }
        if (event.key === '/' && (event.ctrlKey || event.metaKey)) return pickerShortcutRef.current();
        return false;
      },
    },
    onFocus: () => {
      focusedOnce.current = true;
    },
    onUpdate: ({ editor: current }) => changeRef.current(editorHtml(current)),
  });

  const shownProblem = error ?? problemText(problem, unfilled);

  // While a message is sent the editor is locked, and the browser drops its focus to the page; the Send button keeps
  // its own. Once it is sent (or refused), writing goes on in the editor, from either, unless the person has moved
  // on to something else.
  const refocusAfterSend = useRef(false);
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    editor.setEditable(!disabled && !busy);
    if (busy || !refocusAfterSend.current) return;
    refocusAfterSend.current = false;
    const untouched = focusIsLost() || document.activeElement === sendButton.current;
    if (!editor.isDestroyed && !disabled && untouched) editor.commands.focus();
  }, [editor, disabled, busy]);

  // Keep the editable region's description and validity in step with the message shown under it.
  useEditableAttributes(editor, {
    'aria-invalid': shownProblem ? 'true' : null,
    'aria-describedby': shownProblem ? problemId : unfilled.length > 0 ? hintId : null,
  });

  /**
   * Tells the form and the draft keeper what the message is now, when it changed: locking the editor to send also
   * emits an update, and reporting the unchanged text then would bring back a draft the sender just set aside.
   */
  const reported = useRef<{ html: string; files: File[]; templates: TemplateAttachment[] } | null>(null);
  function report(html: string, nextFiles: File[], nextTemplates: TemplateAttachment[]) {
    const last = reported.current;
    if (last && last.html === html && last.files === nextFiles && last.templates === nextTemplates) return;
    reported.current = { html, files: nextFiles, templates: nextTemplates };
    const value = valueOf(html, nextFiles, nextTemplates);
    onChange?.(value);
    onDraftChange?.(value);
  }

  /**
   * Shows a message given from elsewhere without reporting it back (the draft keeper has it already). Writing goes on
   * where it was: what is put back goes before the text written here, so the cursor keeps its distance from the end.
   */
  function showReplacement(value: ComposerSubmit) {
    if (editor.isDestroyed) return;
    const fromEnd = editor.state.doc.content.size - editor.state.selection.head;
    editor.commands.setContent(value.html, { emitUpdate: false });
    editor.commands.setTextSelection(Math.max(0, editor.state.doc.content.size - fromEnd));
    const html = editorHtml(editor);
    const nextTemplates = value.templates ?? [];
    setFiles(value.files);
    setTemplates(nextTemplates);
    const blanks = quick ? unfilledTemplateVariables(html) : [];
    setEmpty(html === '');
    setUnfilled(blanks);
    // What the person is told to put right goes once it is (as when writing); a refusal from the server stays.
    setProblem((shown) =>
      (shown?.kind === 'empty' && isRichTextNonEmpty(html)) ||
      (shown?.kind === 'unfilled' && blanks.length === 0)
        ? null
        : shown,
    );
    reported.current = { html, files: value.files, templates: nextTemplates };
  }

  // The message being sent, and a replacement that came meanwhile: it is shown once the sending is over, except the
  // sent message itself coming back refused (the editor still holds it).
  const sending = useRef<ComposerSubmit | null>(null);
  const replacedWhileSending = useRef<ComposerSubmit | null>(null);

  // What was last given from elsewhere: the draft at the start, then each replacement told.
  const shownDraft = useRef(draft);
  useEffect(
    () =>
      watchDraft?.((value) => {
        shownDraft.current = value;
        draftReplacedRef.current(value);
      }, shownDraft.current),
    [watchDraft],
  );

  async function submit() {
    if (busy || disabled || !standalone) return;
    const html = editorHtml(editor);
    if (!isRichTextNonEmpty(html)) {
      setProblem({ kind: 'empty' });
      editor.commands.focus();
      return;
    }
    const blanks = quick ? unfilledTemplateVariables(html) : [];
    if (blanks.length > 0) {
      setUnfilled(blanks);
      setProblem({ kind: 'unfilled' });
      if (!selectVariable(editor, blanks[0]!)) editor.commands.focus();
      return;
    }
    setProblem(null);
    refocusAfterSend.current = true;
    setBusy(true);
    const value = valueOf(html, files, templates);
    sending.current = value;
    replacedWhileSending.current = null;
    try {
      await onSubmit(value);
      setFiles([]);
      setTemplates([]);
      setRefused([]);
      // Once the person has moved to another thread, this composer is gone and what is sent is not its to clear.
      if (editor.isDestroyed) return;
      const replacement = replacedWhileSending.current;
      if (replacement) {
        // An earlier reply refused while this one was sent: it is what is left to write now.
        showReplacement(replacement);
        return;
      }
      editor.commands.clearContent(true);
      // Sent: nothing is left to keep (the editor's own update above still listed the files).
      report('', [], []);
    } catch (e: unknown) {
      setProblem({ kind: 'refused', message: errorMessage(e) });
      if (replacedWhileSending.current) showReplacement(replacedWhileSending.current);
    } finally {
      sending.current = null;
      replacedWhileSending.current = null;
      setBusy(false);
    }
  }

  useLayoutEffect(() => {
    submitRef.current = () => void submit();
    changeRef.current = (html) => {
      setEmpty(html === '');
      if (problem?.kind === 'empty' && isRichTextNonEmpty(html)) setProblem(null);
      const blanks = quick ? unfilledTemplateVariables(html) : [];
      if (blanks.join() !== unfilled.join()) {
        // The refusal follows the writing: it names what is left (its words are derived from `unfilled`), and goes
        // once nothing is.
        if (problem?.kind === 'unfilled' && blanks.length === 0) setProblem(null);
        setUnfilled(blanks);
      }
      report(html, files, templates);
    };
    pickerShortcutRef.current = () => {
      if (!quick || disabled || busy) return false;
      setPickerOpened(true);
      return true;
    };
    draftReplacedRef.current = (value) => {
      if (sending.current === null) showReplacement(value);
      else if (value !== sending.current) replacedWhileSending.current = value;
    };
  });

  function changeFiles(next: File[]) {
    setFiles(next);
    report(editorHtml(editor), next, templates);
  }

  function changeTemplates(next: TemplateAttachment[]) {
    setTemplates(next);
    report(editorHtml(editor), files, next);
  }

  /** A quick message goes in at the cursor; its files join the message's (once per template). */
  function insertQuickMessage({ html, attachment }: QuickMessageInsertion) {
    editor
      .chain()
      .focus(focusedOnce.current ? undefined : 'end')
      .insertContent(html)
      .run();
    const known = templates.some((t) => t.templateId === attachment.templateId);
    const attach = allowFiles && !known && attachment.files.length > 0;
    if (attach) changeTemplates([...templates, attachment]);
  }

  function changePicker(opened: boolean) {
    setPickerOpened(opened);
    // Closed by Escape or after inserting: back to writing (unless the person moved on to something else).
    if (!opened)
      requestAnimationFrame(() => {
        if (!editor.isDestroyed && focusIsLost()) editor.commands.focus();
      });
  }

  /**
   * Adds the picked files, except those the server would refuse for their name (said at once, before anything is
   * sent) and those already chosen (same name and size).
   */
  function addFiles(picked: File[]) {
    const kept = [...files];
    const refusedNow: RefusedFile[] = [];
    for (const file of picked) {
      if (kept.some((f) => isSamePickedFile(f, file))) continue;
      const reason = refusalOf(file, kept);
      if (reason === null) kept.push(file);
      else refusedNow.push({ name: file.name, reason });
    }
    setRefused(refusedNow);
    if (kept.length !== files.length) changeFiles(kept);
  }

  const locked = disabled || busy;
  const attachedCount = fileCount(files, templates);
  const Picker = quick?.Picker;
  // Idle: nothing written, attached or said, no popover open; CSS shrinks it unless the focus is inside.
  const idle =
    compactWhenIdle &&
    empty &&
    attachedCount === 0 &&
    refused.length === 0 &&
    !shownProblem &&
    unfilled.length === 0 &&
    !linkOpened &&
    !pickerOpened;

  return (
    <Stack gap="xs" className={classes.root} data-idle={idle || undefined}>
      <Text id={labelId} component="div" size="sm" fw={500}>
        {label}
      </Text>
      <RichTextEditor
        editor={editor}
        className={classes.editor}
        data-invalid={shownProblem ? true : undefined}
      >
        <FormattingToolbar label={`${label} formatting`} className={classes.toolbar}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold disabled={locked} />
            <RichTextEditor.Italic disabled={locked} />
            <RichTextEditor.Underline disabled={locked} />
            <RichTextEditor.Strikethrough disabled={locked} />
            <RichTextEditor.Code disabled={locked} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList disabled={locked} />
            <RichTextEditor.OrderedList disabled={locked} />
            <RichTextEditor.Blockquote disabled={locked} />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <MessageLinkControl
              opened={linkOpened && !locked}
              onOpen={() => setLinkOpened(true)}
              onClose={() => setLinkOpened(false)}
            />
            <RichTextEditor.Unlink disabled={locked} />
          </RichTextEditor.ControlsGroup>
        </FormattingToolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      {shownProblem ? (
        <Text id={problemId} size="sm" c="red" role="alert">
          {shownProblem}
        </Text>
      ) : null}
      {unfilled.length > 0 && !shownProblem ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text id={hintId} size="sm">
            To fill in before sending: {unfilled.map((name) => `{${name}}`).join(', ')}
          </Text>
        </Group>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className={classes.refused}>
          <Text id={refusedId} size="sm" c="red" fw={500}>
            {refused.length === 1 ? 'This file cannot be sent:' : 'These files cannot be sent:'}
          </Text>
          <ul aria-labelledby={refusedId}>
            {refused.map((file, i) => (
              <li key={`${i}-${file.name}`}>
                <Text size="sm" c="red" component="span">
                  <span className={classes.refusedName}>“{file.name}”</span> — {file.reason}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {allowFiles && attachedCount > 0 ? (
        <div>
          <Text id={filesId} size="xs" c="dimmed">
            {attachedCount === 1 ? '1 file to attach' : `${attachedCount} files to attach`}
          </Text>
          <ul className={classes.files} aria-labelledby={filesId}>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={classes.file}>
                <IconPaperclip size={14} aria-hidden />
                <Text size="sm" className={classes.fileName}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.fileSize}>
                  {formatFileSize(file.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  disabled={locked}
                  onClick={() => changeFiles(files.filter((f) => f !== file))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </li>
            ))}
            {templates.map((template) => (
              <li key={template.templateId} className={classes.file}>
                <IconTemplate size={14} aria-hidden />
                <Text size="sm" className={classes.fileName}>
                  {template.files.map((f) => f.name).join(', ')}
                </Text>
                <Text size="xs" c="dimmed" className={classes.fileName}>
                  from template “{template.templateName}”
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove the files of template ${template.templateName}`}
                  disabled={locked}
                  onClick={() => changeTemplates(templates.filter((t) => t !== template))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {standalone && waitingForConnection ? (
        <SendWhenOnlineNotice
          waiting={busy && waitingForConnection.waiting}
          sending={busy}
          what={waitingForConnection.what}
        />
      ) : null}
      <Group
        justify="space-between"
        gap="sm"
        wrap="wrap"
        className={classes.actions}
        // Idle, a press on a button here keeps the focus where it was: moved into the composer, the focus would open
        // it up (CSS) between the press and its release, moving the button from under the pointer, and the click
        // would be lost (a phone's first tap on Send reply or Attach files did nothing). The keyboard is unaffected.
        onMouseDown={idle ? keepFocus : undefined}
      >
        <Group gap={4} wrap="wrap">
          {allowFiles ? (
            <FileButton onChange={addFiles} multiple disabled={locked}>
              {(props) => (
                <Button
                  {...props}
                  variant="subtle"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                  disabled={locked}
                >
                  Attach files
                </Button>
              )}
            </FileButton>
          ) : null}
          {Picker ? (
            <Picker
              opened={pickerOpened && !locked}
              onOpenChange={changePicker}
              values={templateValues}
              onInsert={insertQuickMessage}
              disabled={locked}
            />
          ) : null}
        </Group>
        {standalone ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" visibleFrom="sm" className={classes.sendHint}>
              Ctrl+Enter to send
            </Text>
            <PendingButton
              ref={sendButton}
              onClick={() => void submit()}
              aria-keyshortcuts="Control+Enter Meta+Enter"
              pending={busy}
              disabled={disabled}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {submitLabel}
            </PendingButton>
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
