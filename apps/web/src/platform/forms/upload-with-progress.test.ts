import { describe, expect, it } from 'vitest';
import { uploadWithProgress } from './upload-with-progress.ts';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseHeaders: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['Content-Type'] = 'application/json';
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  it('reports progress, sends the file as multipart with the bearer token, and resolves with the answer', async () => {
    const xhr = new FakeXhr();
    const seen: number[] = [];
    const file = new File(['hello'], 'id card.pdf', { type: 'application/pdf' });
    const done = uploadWithProgress({
      url: '/api/v1/participants/P7K3-M9QX/files/identity',
      file,
      accessToken: 'token-1',
      onProgress: (p) => seen.push(p),
      createRequest: () => xhr as unknown as XMLHttpRequest,
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(25, 100);
    xhr.progress(80, 100);
    xhr.respond(201, { items: [], total: 0 });
    await expect(done).resolves.toEqual({ items: [], total: 0 });
    expect(seen).toEqual([25, 80, 100]);
  });

  it('rejects with the problem details of a refused upload', async () => {
    const xhr = new FakeXhr();
    const done = uploadWithProgress({
      url: '/x',
      file: new File(['x'], 'big.bin'),
      accessToken: null,
      createRequest: () => xhr as unknown as XMLHttpRequest,
    });
    expect(xhr.headers.Authorization).toBe('Bearer UNDEFINED TOKEN');
    xhr.respond(413, { detail: 'The file is larger than 25 MB.' });
    await expect(done).rejects.toMatchObject({ status: 413, message: 'The file is larger than 25 MB.' });
  });
});
