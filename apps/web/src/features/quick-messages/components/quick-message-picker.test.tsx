import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { calledUrl } from '../../../test/responses.ts';
import { QuickMessagePicker, type PickedQuickMessage } from './quick-message-picker.tsx';
import { buildTemplate, page } from './template-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const WELCOME = buildTemplate({
  files: [
    {
      reference: 'x/guide.pdf',
      name: 'guide.pdf',
      size: 2048,
      contentType: 'application/pdf',
      uploadedAt: '2030-01-01T00:00:00.000Z',
    },
  ],
});
const DOCUMENTS = buildTemplate({
  id: '0190a5b4-0000-7000-8000-000000000702',
  name: 'Documents to bring',
  type: 'personal',
  team: null,
  bodyHtml: '<p>Bring <strong>ID</strong>, {participant.fullName} & co.</p>',
  bodyText: 'Bring ID, {participant.fullName} & co.',
});

function Harness({ onInsert }: { onInsert: (picked: PickedQuickMessage) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <QuickMessagePicker
      opened={opened}
      onOpenChange={setOpened}
      values={{
        'participant.firstName': 'Lena',
        'participant.fullName': 'Lena <Andrews>',
        'staff.firstName': 'Sam',
      }}
      onInsert={onInsert}
      disabled={false}
    />
  );
}

function setup() {
  const fetchMock = vi.fn((_input: string) => Promise.resolve(page([WELCOME, DOCUMENTS])));
  vi.stubGlobal('fetch', fetchMock);
  const onInsert = vi.fn();
  renderWithProviders(<Harness onInsert={onInsert} />, { session: buildStaffSession() });
  return { fetchMock, onInsert };
}

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Quick messages' }));
  const search = await screen.findByRole('combobox', { name: 'Search quick messages' });
  await screen.findByRole('option', { name: /Welcome/ });
  return search;
}

afterEach(() => vi.unstubAllGlobals());

describe('QuickMessagePicker', () => {
  it("lists the caller's and their teams' quick messages and inserts the chosen one filled in, with its files", async () => {
    const { fetchMock, onInsert } = setup();
    const search = await openPicker();
    const url = new URL(calledUrl(fetchMock), 'http://x');
    expect(url.pathname).toBe('/api/v1/message-templates');
    expect(url.searchParams.get('includeTeams')).toBe('true');
    expect(screen.getByRole('option', { name: /Welcome/ }).getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /Documents to bring/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(search.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /Welcome/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(search, { key: 'ArrowUp' });

    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onInsert).toHaveBeenCalledWith({
      // Values are HTML-escaped; markup of the template stays.
      html: '<p>Bring <strong>ID</strong>, Lena &#60;Andrews&#62; & co.</p>',
      attachment: { templateId: DOCUMENTS.id, templateName: 'Documents to bring', files: [] },
    });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    // Several, one after the other.
    await openPicker();
    fireEvent.click(screen.getByRole('option', { name: /Welcome/ }));
    expect(onInsert).toHaveBeenLastCalledWith({
      html: '<p>Hello Lena, this is Sam.</p>',
      attachment: {
        templateId: WELCOME.id,
        templateName: 'Welcome',
        files: [{ name: 'guide.pdf', size: 2048 }],
      },
    });
  });

  it('searches as the user types and closes on Escape without inserting', async () => {
    const { fetchMock, onInsert } = setup();
    const search = await openPicker();
    fireEvent.change(search, { target: { value: 'docu' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => new URL(u, 'http://x').searchParams.get('term') === 'docu'),
      ).toBe(true),
    );
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(page([])));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Harness onInsert={vi.fn()} />, { session: buildStaffSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Quick messages' }));
    expect(await screen.findByText(/No quick messages yet/)).toBeTruthy();
  });

  it('has no serious accessibility problems when open', async () => {
    setup();
    await openPicker();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
