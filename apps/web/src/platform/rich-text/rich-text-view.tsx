import { createElement, useMemo, type ReactNode } from 'react';
import classes from './rich-text-view.module.css';
import { LINK_REL, LINK_TARGET, sanitizeToTree, type RichTextNode } from './sanitize-message-html.ts';

export interface RichTextViewProps {
  /** Message HTML as the server stored it (already sanitised there; sanitised here again). */
  html: string;
  className?: string;
}

function toElements(nodes: readonly RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    if (node.tag === 'br') return createElement('br', { key: index });
    const props =
      node.tag === 'a' ? { key: index, href: node.href, rel: LINK_REL, target: LINK_TARGET } : { key: index };
    return createElement(node.tag, props, ...toElements(node.children));
  });
}

/**
 * The one component that shows message HTML. It sanitises again in the browser with its own allow-list and builds
 * React elements from what is left, so no HTML string ever reaches the page unchecked.
 */
export function RichTextView({ html, className }: RichTextViewProps) {
  const content = useMemo(() => toElements(sanitizeToTree(html)), [html]);
  return (
    <div className={[classes.root, className].filter(Boolean).join(' ')} data-rich-text="">
      {content}
    </div>
  );
}
