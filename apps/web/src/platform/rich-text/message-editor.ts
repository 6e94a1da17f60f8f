import { Placeholder } from '@tiptap/extension-placeholder';
import type { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
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
