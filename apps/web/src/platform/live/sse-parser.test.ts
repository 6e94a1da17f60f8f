import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser.ts';

function parse(pieces: readonly string[], initialId = '') {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    { onMessage: (m) => messages.push(m), onRetry: (ms) => retries.push(ms) },
    initialId,
  );
  for (const piece of pieces) parser.push(piece);
  return { messages, retries, parser };
}

describe('createSseParser', () => {
  it('reads id, event and data fields and dispatches on a blank line', () => {
    const { messages, parser } = parse(['id: e1\nevent: message.created\ndata: {"a":1}\n\n']);
    expect(messages).toEqual([{ event: 'message.created', data: '{"a":1}', lastEventId: 'e1' }]);
    expect(parser.lastEventId).toBe('e1');
  });

  it('joins several data lines with line breaks and calls an unnamed event "message"', () => {
    const { messages } = parse(['data: one\ndata:two\ndata\n\n']);
    expect(messages).toEqual([{ event: 'message', data: 'one\ntwo\n', lastEventId: '' }]);
  });

  it('ignores comments (heartbeats), unknown fields and events without data', () => {
    const { messages } = parse([': heartbeat\n\nfoo: bar\nevent: counts\n\nevent: x\ndata: y\n\n']);
    expect(messages).toEqual([{ event: 'x', data: 'y', lastEventId: '' }]);
  });

  it('reports retry only when it is all digits', () => {
    const { retries } = parse(['retry: 3000\n\nretry: soon\n\nretry: 1.5\n\nretry:250\n\n']);
    expect(retries).toEqual([3000, 250]);
  });

  it('keeps the last id for later events, lets an empty id clear it, and ignores ids with NUL', () => {
    const { messages } = parse([
      'id: a\ndata: 1\n\n',
      'data: 2\n\n',
      'id: b\0c\ndata: 3\n\n',
      'id\ndata: 4\n\n',
    ]);
    expect(messages.map((m) => m.lastEventId)).toEqual(['a', 'a', 'a', '']);
  });

  it('takes the id of an event that has no data (the stream position still moves)', () => {
    const { messages, parser } = parse(['id: ready-1\nevent: ready\n\n']);
    expect(messages).toEqual([]);
    expect(parser.lastEventId).toBe('ready-1');
  });

  it('starts from a remembered id', () => {
    const { parser, messages } = parse(['data: x\n\n'], 'before');
    expect(parser.lastEventId).toBe('before');
    expect(messages[0]!.lastEventId).toBe('before');
  });

  it('puts events together across arbitrary chunk boundaries', () => {
    const text = 'id: 1\nevent: thread.read\ndata: {"threadId":"t"}\n\nevent: counts\ndata: {}\n\n';
    for (let size = 1; size <= 7; size += 1) {
      const pieces: string[] = [];
      for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
      expect(parse(pieces).messages).toEqual([
        { event: 'thread.read', data: '{"threadId":"t"}', lastEventId: '1' },
        { event: 'counts', data: '{}', lastEventId: '1' },
      ]);
    }
  });

  it('accepts CRLF and CR line ends, also with a CRLF split between chunks', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\rdata: c\r', '\n\r', '\n']).messages.map((m) => m.data)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('drops a byte-order mark at the start and an unfinished event at the end', () => {
    const { messages } = parse(['\uFEFFdata: first\n\n', 'data: unfinished\n']);
    expect(messages.map((m) => m.data)).toEqual(['first']);
  });

  it('strips only one space after the colon', () => {
    expect(parse(['data:  two spaces\n\n']).messages[0]!.data).toBe(' two spaces');
  });
});
