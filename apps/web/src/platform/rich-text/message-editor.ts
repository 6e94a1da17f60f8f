import { Placeholder } from '@tiptap/extension-placeholder';
import type { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { LINK_REL, safeLinkHref } from './sanitize-message-html.ts';

/**
 * The Tiptap extensions of every message editor (replies, new messages, quick-message bodies): the formatting the
 * server's allow-list keeps (headings 2-4, lists, bold, italic, code, quotes, links), nothing more.
 */
export function messageEditorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      horizontalRule: false,
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        // Only what the server keeps: absolute web and e-mail addresses.
        isAllowedUri: (url) => safeLinkHref(url) !== null,
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
      },
    }),
    Placeholder.configure({ placeholder }),
  ];
}

/** The editor's HTML, or '' when it holds nothing (Tiptap's empty document is "<p></p>"). */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Keeps attributes of the editor's editable element (aria-invalid, aria-describedby) in step with the page. Tiptap
 * creates that element only when EditorContent mounts the editor, which can come after the caller's effect (in a
 * Suspense boundary just revealed, for one); reading `editor.view.dom` before then throws. So the attributes are set
 * now when the view exists, and again on Tiptap's "mount" event. `null` removes an attribute.
 */
export function useEditableAttributes(editor: Editor, attributes: Record<string, string | null>): void {
  const key = JSON.stringify(attributes);
  useEffect(() => {
    const wanted = JSON.parse(key) as Record<string, string | null>;
    const apply = () => {
      const dom = editor.view.dom;
      for (const [name, value] of Object.entries(wanted)) {
        if (value === null) dom.removeAttribute(name);
        else dom.setAttribute(name, value);
      }
    };
    // Before mount, `editor.view` is a stand-in object without a `dom`.
    if ('dom' in editor.view) apply();
    editor.on('mount', apply);
    return () => {
      editor.off('mount', apply);
    };
  }, [editor, key]);
}
