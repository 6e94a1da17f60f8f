/** Server-Sent Events framing (WHATWG HTML §9.2): `field: value` lines, a blank line ends an event. */

/** One event; `data` is JSON on a single line (JSON.stringify never emits a raw line break). */
export function sseEvent(event: string, data: unknown, id?: string | null): string {
  const idLine = id ? `id: ${id}\n` : '';
  return `${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by clients, keeps proxies and the connection from timing out. */
export const sseComment = (text: string): string => `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;

/** How long a client waits before reconnecting after the connection drops. */
export const sseRetry = (ms: number): string => `retry: ${Math.round(ms)}\n\n`;
