import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { i18nForTests } from '../../testing/i18n';
import { type QueryState, QueryView } from './query-view';

const i18n = i18nForTests();

function query(state: Partial<QueryState<string[]>>): QueryState<string[]> {
  return {
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    refetch: async () => {},
    ...state,
  };
}

function render(state: Partial<QueryState<string[]>>) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryView
        query={query(state)}
        notFound={<p>Gone</p>}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </I18nextProvider>,
  );
}

describe('a query on screen', () => {
  it('says it is loading until the data arrives', () => {
    expect(render({ isFetching: true })).toContain(i18n.t('states.loading'));
  });

  it('shows the data, or the empty state when there is none', () => {
    expect(render({ data: ['Anna'] })).toContain('<li>Anna</li>');
    expect(render({ data: [] })).toContain('Nothing yet');
  });

  it('shows a failed first load with a way to try again', () => {
    const html = render({ isError: true, error: new Error('network') });
    expect(html).toContain('role="alert"');
    expect(html).toContain(i18n.t('states.retry'));
    expect(html).not.toContain('<li>');
  });

  it('says an item that is gone is gone, not broken', () => {
    const gone = new ApiError(404, { statusCode: 404, name: 'NotFound', message: 'gone' }, 'gone');
    expect(render({ isError: true, error: gone })).toContain('Gone');
  });

  it('keeps the data loaded before on screen when a reload fails, the failure above it', () => {
    const html = render({ isError: true, error: new Error('network'), data: ['Anna'] });
    expect(html).toContain('<li>Anna</li>');
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf('<li>Anna</li>'));
  });
});
