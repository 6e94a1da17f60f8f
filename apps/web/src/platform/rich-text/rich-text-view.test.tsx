import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_PAYLOADS } from './hostile-payloads.ts';
import { RichTextView } from './rich-text-view.tsx';
import { LINK_REL, RICH_TEXT_TAGS } from './sanitize-message-html.ts';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);

function renderedElements(container: HTMLElement): Element[] {
  const root = container.querySelector('[data-rich-text]');
  if (!root) throw new Error('RichTextView rendered no root');
  return Array.from(root.querySelectorAll('*'));
}

describe('RichTextView', () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows message formatting as markup', () => {
    render(
      <RichTextView html='<p>Hi <strong>you</strong></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre><p><a href="https://example.org/doc">the doc</a></p>' />,
    );
    expect(screen.getByText('you').tagName).toBe('STRONG');
    expect(screen.getByRole('list')).toBeTruthy();
    expect(screen.getByText('q').tagName).toBe('BLOCKQUOTE');
    const link = screen.getByRole('link', { name: 'the doc' });
    expect(link.getAttribute('href')).toBe('https://example.org/doc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe(LINK_REL);
  });

  it('shows a hostile payload as harmless text and runs nothing', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { container } = render(
      <RichTextView
        html={
          '<p>Hello</p><img src=x onerror="alert(1)"><script>document.title="owned"</script>&lt;script&gt;'
        }
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('<script>')).toBeTruthy();
    expect(document.title).not.toBe('owned');
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(HOSTILE_PAYLOADS.map((payload) => [payload]))('renders %j with allowed tags only', (payload) => {
    const { container } = render(<RichTextView html={payload} />);
    for (const element of renderedElements(container)) {
      expect(ALLOWED.has(element.localName), `<${element.localName}>`).toBe(true);
      const names = element.getAttributeNames().sort();
      if (element.localName === 'a') {
        expect(names).toEqual(['href', 'rel', 'target']);
        expect(element.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:)/);
      } else expect(names).toEqual([]);
    }
  });

  it('unwraps a javascript: link to its text', () => {
    render(<RichTextView html='<p><a href="javascript:alert(1)">click me</a></p>' />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me').tagName).toBe('P');
  });

  it('adds the given class name', () => {
    const { container } = render(<RichTextView html="<p>x</p>" className="extra" />);
    expect(container.querySelector('[data-rich-text]')?.className).toContain('extra');
  });
});
