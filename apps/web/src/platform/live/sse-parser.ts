/**
 * A Server-Sent Events parser (WHATWG HTML §9.2.6 "Interpreting an event stream") for a stream read with fetch:
 * EventSource cannot send the bearer token, so the app reads the bytes itself and feeds the decoded text here.
 */

export interface SseMessage {
  /** The event type; "message" when the stream names none. */
  event: string;
  /** The data lines joined with line breaks. */
  data: string;
  /** The stream's last event id when this event was dispatched (an id stays until a later `id:` changes it). */
  lastEventId: string;
}

export interface SseParserHandlers {
  onMessage: (message: SseMessage) => void;
  /** A `retry:` field: how long to wait before reconnecting, in milliseconds. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; events completed by it are handed over at once, in order. */
  push(text: string): void;
  /** The id to send back as Last-Event-ID: the last one the stream set, '' for none. */
  readonly lastEventId: string;
}

const LF = 10;
const CR = 13;

export function createSseParser(handlers: SseParserHandlers, initialLastEventId = ''): SseParser {
  let pending = '';
  let started = false;
  // A CR that ended the previous piece may be the first half of a CRLF.
  let skipLeadingLf = false;
  let eventType = '';
  let data = '';
  let idBuffer = initialLastEventId;
  let lastEventId = initialLastEventId;

  function dispatch(): void {
    lastEventId = idBuffer;
    if (data === '') {
      eventType = '';
      return;
    }
    const message: SseMessage = {
      event: eventType === '' ? 'message' : eventType,
      data: data.endsWith('\n') ? data.slice(0, -1) : data,
      lastEventId,
    };
    eventType = '';
    data = '';
    handlers.onMessage(message);
  }

  function processLine(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment (heartbeats)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        data += `${value}\n`;
        break;
      case 'id':
        if (!value.includes('\0')) idBuffer = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
      // Unknown fields are ignored.
    }
  }

  return {
    push(text) {
      let chunk = text;
      if (!started && chunk.length > 0) {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (skipLeadingLf && chunk.length > 0) {
        if (chunk.charCodeAt(0) === LF) chunk = chunk.slice(1);
        skipLeadingLf = false;
      }
      const buffer = pending + chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i += 1) {
        const code = buffer.charCodeAt(i);
        if (code !== LF && code !== CR) continue;
        processLine(buffer.slice(start, i));
        if (code === CR) {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer.charCodeAt(i + 1) === LF) i += 1;
        }
        start = i + 1;
      }
      pending = buffer.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
