import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../../testing/i18n';
import type { CrmList } from '../api';
import type { ListItem } from '../kanban';
import { ListRow } from './list-row';
import { ListTable } from './list-table';

const i18n = i18nForTests();

// A new list's statuses as the server sends them, the second one renamed by a user.
const statuses: CrmList['statuses'] = [
  { _id: 's1', name: 'Shortlisted', labelKey: 'shortlisted', color: '#6366f1', position: 0 },
  { _id: 's2', name: 'Im Gespräch', labelKey: null, color: '#f59e0b', position: 1 },
  { _id: 's3', name: 'Confirmed', labelKey: 'confirmed', color: '#10b981', position: 2 },
];

const list: CrmList = {
  _id: 'l1',
  name: 'Summer picks',
  count: 1,
  statuses,
  shared: false,
  shareUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const item: ListItem = {
  profileId: 'p1',
  status: 'Confirmed',
  statusKey: 'confirmed',
  statusId: 's3',
  position: 0,
  addedAt: '2026-01-01T00:00:00.000Z',
  username: 'anna',
  fullName: 'Anna',
  avatarUrl: null,
  platform: 'instagram',
  followers: 12_000,
  engagementRate: 2.5,
  isDemo: false,
};

const ignore = () => undefined;

function render(node: ReactNode, lng: string) {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
}

function renderRow(lng: string) {
  return render(
    <ListRow
      list={list}
      isReadOnly={false}
      isEnriching={false}
      onRename={ignore}
      onShare={ignore}
      onEnrich={ignore}
      onDelete={ignore}
    />,
    lng,
  );
}

function renderTable(lng: string, isReadOnly: boolean) {
  return render(
    <ListTable
      statuses={statuses}
      items={[item]}
      isReadOnly={isReadOnly}
      onStatusChange={ignore}
      onRemove={ignore}
    />,
    lng,
  );
}

describe("a list's statuses", () => {
  it('shows the default ones in German and a renamed one as typed', () => {
    const german = renderRow('de');
    expect(german).toContain('Vorgemerkt');
    expect(german).toContain('Bestätigt');
    expect(german).toContain('Im Gespräch');
    expect(german).not.toContain('Shortlisted');

    const english = renderRow('en');
    expect(english).toContain('Shortlisted');
    expect(english).toContain('Confirmed');
    expect(english).toContain('Im Gespräch');
  });

  it("names a creator's status in the table in the reader's language", () => {
    expect(renderTable('de', true)).toContain('>Bestätigt<');
    expect(renderTable('en', true)).toContain('>Confirmed<');
    // The select sends the status's id; its options are the labels.
    const select = renderTable('de', false);
    expect(select).toContain('<option value="s1">Vorgemerkt</option>');
    expect(select).toContain('<option value="s2">Im Gespräch</option>');
  });
});
