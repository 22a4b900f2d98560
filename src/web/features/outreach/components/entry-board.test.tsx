import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Kanban } from '../../../../common/api/outreach';
import { i18nForTests } from '../../../testing/i18n';
import { entryKeys, type OutreachEntry } from '../api';
import { EntryBoard } from './entry-board';

const i18n = i18nForTests();

const entry = (outreachId: string, stage: string | null): OutreachEntry => ({
  outreachId,
  email: `${outreachId}@mail.test`,
  sequenceId: 'q1',
  profileId: null,
  username: outreachId,
  status: 'replied',
  stage,
  nextStep: null,
  nextSendAt: null,
  reason: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

// One entry in the product's stage Interested, one in a stage an API client named.
const board: Kanban = {
  columns: [
    { key: 'replied', total: 0, entries: [] },
    { key: 'stage:Interested', total: 1, entries: [entry('anna', 'Interested')] },
    { key: 'stage:Follow up in May', total: 1, entries: [entry('ben', 'Follow up in May')] },
  ],
};

function render(lng: string) {
  void i18n.changeLanguage(lng);
  const queryClient = new QueryClient();
  queryClient.setQueryData(entryKeys.board, board);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <EntryBoard />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the outreach board's stages", () => {
  it("names the product's stages in German, a stage of one's own as it was named", () => {
    const german = render('de');
    // Columns, with the empty Declined column the board always shows.
    expect(german).toContain('Interessiert');
    expect(german).toContain('Abgelehnt');
    expect(german).toContain('Follow up in May');
    expect(german).not.toContain('>Interested<');
    // The stage select sends the stored name and shows the label.
    expect(german).toContain('<option value="Declined">Abgelehnt</option>');

    const english = render('en');
    expect(english).toContain('<option value="Declined">Declined</option>');
    expect(english).toContain('Interested');
  });
});
