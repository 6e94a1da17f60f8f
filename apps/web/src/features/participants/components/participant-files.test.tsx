import type { ParticipantFileView } from '@casework/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_USER_ID, buildParticipantSession, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { serveUploadLimit } from '../../../test/upload-limit.ts';
import { stubPhoneScreen } from '../../../test/screen-width.ts';
import { pageResponse } from '../../../test/responses.ts';
import { ParticipantFiles } from './participant-files.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PARTICIPANT_ID = '4PRW-WT2K';
const STAFF_UPLOADER = { id: '0190a5b4-0000-7000-8000-0000000000cc', name: 'Daniel Kasayulie' };

function file(name: string, uploadedBy: ParticipantFileView['uploadedBy']): ParticipantFileView {
  return {
    reference: `${PARTICIPANT_ID}/identity/${name}`,
    participantId: PARTICIPANT_ID,
    category: 'identity',
    name,
    type: 'application/pdf',
    size: 2048,
    uploadedAt: '2025-03-05T20:48:00.000Z',
    uploadedBy,
  };
}

function stubFiles() {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) =>
      Promise.resolve(
        input.startsWith(`/api/v1/participants/${PARTICIPANT_ID}/files`)
          ? pageResponse([
              file('award letter.pdf', STAFF_UPLOADER),
              file('my passport.pdf', { id: PARTICIPANT_USER_ID, name: 'Pat Participant' }),
            ])
          : new Response(null, { status: 404 }),
      ),
    ),
  );
}

/** Uploads go by XMLHttpRequest (for their progress): a stand-in that answers only when the test says so. */
class HeldUpload {
  static sent: HeldUpload[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name === 'Content-Type' ? 'application/problem+json' : null;
  }
  send() {
    HeldUpload.sent.push(this);
  }
  abort() {}
  refuse(status: number, detail: string) {
    this.status = status;
    this.responseText = JSON.stringify({ type: 'about:blank', title: 'Conflict', status, detail });
    this.onload?.();
  }
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('ParticipantFiles', () => {
  it('shows a participant who uploaded each file, and offers changes only on their own uploads', async () => {
    stubFiles();
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildParticipantSession(),
    });
    await screen.findByRole('cell', { name: 'award letter.pdf' });
    expect(screen.getByRole('columnheader', { name: 'Uploaded by' })).toBeTruthy();

    const staffRow = within(rowOf('award letter.pdf'));
    expect(staffRow.getByRole('cell', { name: 'Daniel Kasayulie' })).toBeTruthy();
    expect(staffRow.getByRole('button', { name: 'Download award letter.pdf' })).toBeTruthy();
    expect(staffRow.queryByRole('button', { name: 'More actions for award letter.pdf' })).toBeNull();
    expect(staffRow.queryByRole('checkbox')).toBeNull();

    const ownRow = within(rowOf('my passport.pdf'));
    expect(ownRow.getByRole('cell', { name: 'You' })).toBeTruthy();
    expect(ownRow.getByRole('button', { name: 'More actions for my passport.pdf' })).toBeTruthy();
    expect(ownRow.getByRole('checkbox', { name: 'Select my passport.pdf' })).toBeTruthy();

    expect(screen.getByText(/Files added by staff can be downloaded/)).toBeTruthy();
  });

  it('offers staff the changes on every file, whoever uploaded it', async () => {
    stubFiles();
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('cell', { name: 'award letter.pdf' });
    expect(screen.getByRole('button', { name: 'More actions for award letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for my passport.pdf' })).toBeTruthy();
    expect(within(rowOf('my passport.pdf')).getByRole('cell', { name: 'Pat Participant' })).toBeTruthy();
    // jsdom lays nothing out: this checks the rule that keeps "2 KB" from breaking into "2 / KB" beside a long name.
    expect(within(rowOf('my passport.pdf')).getByRole('cell', { name: '2 KB' }).style.whiteSpace).toBe(
      'nowrap',
    );
    expect(screen.queryByText(/Files added by staff can be downloaded/)).toBeNull();
    // Categories read as words: the heading (with its count, which names the table) and the upload choice, stored
    // values kept. The count is said once: no caption under the table repeats it.
    expect(screen.getByRole('heading', { name: 'Identity · 2 files' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Identity · 2 files' });
    expect(table.querySelector('caption')).toBeNull();
    const choice = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category for new files' });
    expect(Array.from(choice.options, (o) => [o.value, o.text])).toContainEqual(['identity', 'Identity']);
  });

  it("refuses a file over the server's limit or with a forbidden name at once, sending nothing", async () => {
    stubFiles();
    const sent = vi.spyOn(XMLHttpRequest.prototype, 'open');
    serveUploadLimit(1_048_576);
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('cell', { name: 'award letter.pdf' });
    expect(screen.getByText('Drop files here to add them to “Other”. Up to 1 MB each.')).toBeTruthy();
    const picked = [new File([new Uint8Array(1_048_577)], 'scan.jpg'), new File(['x'], 'run.exe')];
    fireEvent.change(screen.getByLabelText('Upload files'), { target: { files: picked } });
    expect(await screen.findByText('Larger than the 1 MB limit. Send a smaller file.')).toBeTruthy();
    expect(screen.getByText(/^Files ending in \.exe are not accepted/)).toBeTruthy();
    expect(screen.getAllByText('Not sent')).toHaveLength(2);
    // Uploads go by XMLHttpRequest (for their progress): none was opened.
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it('on a phone, where nothing can be dragged in, asks to choose files rather than drop them', async () => {
    stubPhoneScreen();
    stubFiles();
    serveUploadLimit(1_048_576);
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildParticipantSession(),
    });
    const upload = await screen.findByRole('button', { name: 'Upload files' });
    expect(screen.getByText('Choose files to add to “Other”. Up to 1 MB each.')).toBeTruthy();
    expect(upload.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.queryByText(/drop/i)).toBeNull();
  });

  it('keeps a failed upload with its reason until it is cleared, leaving the one still sending', async () => {
    stubFiles();
    HeldUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', HeldUpload);
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('cell', { name: 'award letter.pdf' });
    expect(screen.queryByRole('button', { name: 'Clear finished uploads' })).toBeNull();

    const picker = screen.getByLabelText('Upload files');
    fireEvent.change(picker, {
      target: { files: [new File(['x'], 'notes.txt'), new File(['x'], 'run.exe')] },
    });
    await waitFor(() => expect(HeldUpload.sent).toHaveLength(1));
    const taken = 'A file named "notes.txt" is already in Other. Rename the file or choose another category.';
    act(() => HeldUpload.sent[0]!.refuse(409, taken));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [new File(['x'], 'lease.pdf')] } });
    await waitFor(() => expect(HeldUpload.sent).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Upload of lease.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
    expect(screen.queryByText(taken)).toBeNull();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.queryByText('Not sent')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Upload of lease.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear finished uploads' })).toBeNull();
    // The button went away: the keyboard is taken back to the upload button rather than lost on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload files' }));
  });

  // jsdom lays nothing out: this checks what the line-up rests on. Each table is laid out fixed (Mantine's Table reads
  // --table-layout, inherited from the wrapper) with the same set widths, the name taking the rest; in Chromium the
  // Identity and Income tables of the walk then put their columns at the same places.
  it("gives every category's table the same column widths, whatever the files' names", async () => {
    const income: ParticipantFileView = {
      ...file('Pay stub November 2026 with a much longer name than the others.pdf', STAFF_UPLOADER),
      reference: `${PARTICIPANT_ID}/income/pay-stub.pdf`,
      category: 'income',
      size: 25,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) =>
        Promise.resolve(
          input.startsWith(`/api/v1/participants/${PARTICIPANT_ID}/files`)
            ? pageResponse([file('id.pdf', STAFF_UPLOADER), income])
            : new Response(null, { status: 404 }),
        ),
      ),
    );
    renderWithProviders(<ParticipantFiles participantId={PARTICIPANT_ID} />, {
      session: buildStaffSession(),
    });
    const tables = [
      await screen.findByRole('table', { name: 'Identity · 1 file' }),
      await screen.findByRole('table', { name: /^Income · 1 file/ }),
    ];
    const widths = tables.map((table) =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.style.width),
    );
    expect(widths[1]).toEqual(widths[0]);
    // Every column but the name has a set width; the name takes what is left.
    expect(widths[0]!.map((w) => w !== '')).toEqual([true, false, true, true, true, true]);
    for (const table of tables)
      expect(
        table.closest<HTMLElement>('[style*="--table-layout"]')?.style.getPropertyValue('--table-layout'),
      ).toBe('fixed');
  });
});
