import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';
import { groupByCategory } from './template-groups.tsx';
import {
  CATEGORY_ID,
  answerApi,
  buildCategory,
  buildTemplate,
  page,
  type RecordedCall,
} from './template-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = `/staff/team-inbox/${TEAM_ID}/quick-messages`;
const INTAKE_ID = '0190a5b4-0000-7000-8000-000000000802';
const DOCUMENTS = buildCategory();
const INTAKE = buildCategory({ id: INTAKE_ID, name: 'Intake', templateCount: 2 });

const WELCOME = buildTemplate({ categories: [{ id: INTAKE_ID, name: 'Intake' }] });
const CHECKLIST = buildTemplate({
  id: '0190a5b4-0000-7000-8000-000000000703',
  name: 'Checklist',
  categories: [
    { id: CATEGORY_ID, name: 'Documents' },
    { id: INTAKE_ID, name: 'Intake' },
  ],
  files: [
    {
      reference: 'x/a.pdf',
      name: 'a.pdf',
      size: 1,
      contentType: 'application/pdf',
      uploadedAt: '2030-01-01T00:00:00Z',
    },
  ],
});
const LOOSE = buildTemplate({
  id: '0190a5b4-0000-7000-8000-000000000704',
  name: 'Loose end',
  categories: [],
});
const MINE = buildTemplate({
  id: '0190a5b4-0000-7000-8000-000000000705',
  name: 'My sign-off',
  type: 'personal',
  team: null,
  bodyHtml: '<p>Best, {staff.firstName}</p>',
  bodyText: 'Best, {staff.firstName}',
});

function api(call: RecordedCall): Response | undefined {
  if (call.path === `/api/v1/message-template-categories/teams/${TEAM_ID}`)
    return jsonResponse({ items: [DOCUMENTS, INTAKE], uncategorised: 1 });
  if (call.path === `/api/v1/message-templates/teams/${TEAM_ID}`)
    return call.query.get('term') ? page([CHECKLIST]) : page([CHECKLIST, LOOSE, WELCOME]);
  if (call.path === '/api/v1/message-templates' && call.method === 'GET') return page([MINE]);
  if (call.method === 'DELETE') return new Response(null, { status: 204 });
  return undefined;
}

describe('groupByCategory', () => {
  it('groups by the categories in their order, a template in each of its categories, Uncategorised last', () => {
    const groups = groupByCategory([CHECKLIST, LOOSE, WELCOME], [DOCUMENTS, INTAKE]);
    expect(groups.map((g) => [g.name, g.items.map((t) => t.name)])).toEqual([
      ['Documents', ['Checklist']],
      ['Intake', ['Checklist', 'Welcome']],
      ['Uncategorised', ['Loose end']],
    ]);
  });
});

describe('QuickMessagesPage', () => {
  it("shows the team's quick messages by category, the user's own beside them, and the categories with counts", async () => {
    answerApi(stubServer(buildStaffSession()), api);
    renderAppAt(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quick messages' })).toBeTruthy();
    const team = await screen.findByRole('region', { name: 'Intake' });
    await within(team).findByRole('heading', { level: 4, name: 'Welcome' });
    const groupHeadings = within(team)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groupHeadings).toEqual(['Documents (1)', 'Intake (2)', 'Uncategorised (1)']);
    expect(within(team).getAllByRole('heading', { level: 4, name: 'Checklist' })).toHaveLength(2);
    expect(within(team).getAllByText('1 file').length).toBeGreaterThan(0);
    // The body preview goes through the sanitising view.
    expect(team.querySelector('[data-rich-text]')?.textContent).toContain('Hello {participant.firstName}');

    const mine = screen.getByRole('region', { name: 'Your personal quick messages' });
    expect(await within(mine).findByRole('heading', { name: 'My sign-off' })).toBeTruthy();

    const categories = screen.getByRole('region', { name: 'Categories' });
    const intake = within(categories).getByRole('link', { name: /Edit category Intake, 2 quick messages/ });
    expect(intake.getAttribute('href')).toBe(`${PATH}/categories/${INTAKE_ID}/edit`);
    expect(within(categories).getByText('Uncategorised').textContent).toBe('Uncategorised, 1 quick message');
    expect(screen.getByRole('link', { name: 'New quick message' }).getAttribute('href')).toBe(
      `${PATH}/create`,
    );
    expect(within(team).getAllByRole('link', { name: 'Edit Welcome' })[0]!.getAttribute('href')).toBe(
      `${PATH}/${WELCOME.id}/edit`,
    );
  });

  it('counts on the Uncategorised chip exactly the cards marked Uncategorised: a personal one is in no team count', async () => {
    answerApi(stubServer(buildStaffSession()), api);
    renderAppAt(PATH);
    const mine = await screen.findByRole('region', { name: 'Your personal quick messages' });
    const personal = await within(mine).findByRole('article', { name: 'My sign-off' });
    const team = screen.getByRole('region', { name: 'Intake' });
    await within(team).findByRole('heading', { level: 4, name: 'Loose end' });

    const chip = within(screen.getByRole('region', { name: 'Categories' })).getByText('Uncategorised');
    const counted = Number(/, (\d+) quick message/.exec(chip.textContent ?? '')?.[1]);
    const marked = screen
      .getAllByRole('article')
      .filter((card) => within(card).queryByText('Uncategorised', { exact: true }) !== null);
    expect(marked.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Loose end']);
    expect(marked).toHaveLength(counted);
    expect(within(personal).queryByText('Uncategorised')).toBeNull();
  });

  it('searches as the user types: best matches first, no grouping, the term in the address', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api);
    const router = renderAppAt(PATH);
    const search = await screen.findByRole('searchbox', { name: 'Search quick messages' });
    fireEvent.change(search, { target: { value: ' check ' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ term: 'check' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.endsWith(`/teams/${TEAM_ID}`) && c.query.get('term') === 'check')).toBe(
        true,
      ),
    );
    const team = screen.getByRole('region', { name: 'Intake' });
    await waitFor(() => expect(within(team).queryByRole('heading', { name: 'Welcome' })).toBeNull());
    expect(within(team).getByRole('heading', { level: 3, name: 'Checklist' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/v1/message-templates' && c.query.get('term') === 'check')).toBe(
      true,
    );
  });

  it('deletes a quick message after confirming', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api);
    renderAppAt(PATH);
    const team = await screen.findByRole('region', { name: 'Intake' });
    fireEvent.click(await within(team).findByRole('button', { name: 'Delete Loose end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this quick message?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete quick message' }));
    expect(await screen.findByText('Quick message deleted: Loose end')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`/api/v1/message-templates/${LOOSE.id}`);
  });

  it('says so for a team whose inbox the user does not work', async () => {
    answerApi(stubServer(buildStaffSession()), api);
    renderAppAt('/staff/team-inbox/0190a5b4-0000-7000-8000-0000000000ff/quick-messages');
    expect(await screen.findByText('Not a team inbox you work')).toBeTruthy();
  });

  it('has no serious accessibility problems', async () => {
    answerApi(stubServer(buildStaffSession()), api);
    renderAppAt(PATH);
    await screen.findByRole('heading', { name: 'My sign-off' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
