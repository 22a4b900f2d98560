import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataSourceId } from '../../../common/api/data-sources';
import { SEARCH_SORTS, type SearchSort } from '../../../common/api/discovery';
import { selectIsGuest, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { MessagePanel } from '../../components/ui/message-panel';
import { SelectField } from '../../components/ui/select-field';
import { cx } from '../../lib/class-names';
import { searchableSources, useDataSources } from '../datasources';
import { type Niche, useDiscoverSearch, useProfileBankMeta, useSourceSearch } from './api';
import { CreatorLookup } from './components/creator-lookup';
import { DiscoverResults } from './components/discover-results';
import { ExportResults } from './components/export-results';
import { FilterPanel } from './components/filter-panel';
import { PlatformSwitch } from './components/platform-switch';
import { ResultsSkeleton } from './components/results-skeleton';
import { ResultsTotal } from './components/results-total';
import { SearchFailure } from './components/search-failure';
import { SourceSearchActions } from './components/source-search-actions';
import { SourceSearchNotice } from './components/source-search-notice';
import {
  buildDiscoverQuery,
  canSortByRelevance,
  countActiveFilters,
  type DiscoverFilters,
  emptyFilters,
  filtersToSearchParams,
  findRangeProblems,
  hasRangeProblems,
} from './filters';
import { mergePages, mergeSourceResults } from './results';
import { useDiscoverUrl } from './use-discover-url';

const NO_NICHES: readonly Niche[] = [];

/** A search run on a data source too, for the applied search it was asked for. */
type SourceRun = { source: DataSourceId; searchKey: string };

/**
 * Search the bank with every filter. The applied search is the URL; the panel edits a draft that
 * becomes the URL on "Search", and a new URL is a new search starting at page 1 (SPEC 4).
 * Platform and sort apply at once when a search is showing. "Search <source>" runs the same
 * filters on a connected data source as well, for that search only: its results come first, the
 * bank's below, each creator once.
 */
export function DiscoverPage() {
  const { t } = useTranslation();
  const panelId = useId();
  const resultsHeadingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const { filters, searchKey, isSearching, applyFilters, clearSearch } = useDiscoverUrl();
  const [draft, setDraft] = useState<DiscoverFilters>(filters);
  const [syncedKey, setSyncedKey] = useState(searchKey);
  // A search with a wrong range is never sent (the API would refuse it): the panel marks the range
  // once the user tries to search, or at once when a link or bookmark holds one.
  const isAppliedSearchInvalid = isSearching && hasRangeProblems(filters);
  const [hasTriedInvalidSearch, setHasTriedInvalidSearch] = useState(false);
  const [isPanelOpen, setIsPanelOpen] = useState(isAppliedSearchInvalid);
  const niches = useProfileBankMeta(draft.platform).data?.niches ?? NO_NICHES;
  // A guest offers no writes, and a source search spends the organization's credits.
  const isGuest = useSessionStore(selectIsGuest);
  const dataSources = useDataSources({ isEnabled: !isGuest }).data?.items;
  const [sourceRun, setSourceRun] = useState<SourceRun | null>(null);

  // Back, forward or a shared link change the applied search: the panel follows.
  if (syncedKey !== searchKey) {
    setSyncedKey(searchKey);
    setDraft(filters);
  }

  const draftProblems = useMemo(() => findRangeProblems(draft), [draft]);
  const hasDraftProblems = Object.keys(draftProblems).length > 0;
  const shownProblems = hasTriedInvalidSearch || isAppliedSearchInvalid ? draftProblems : {};

  const query = useMemo(
    () => (isSearching && !isAppliedSearchInvalid ? buildDiscoverQuery(filters) : null),
    [isSearching, isAppliedSearchInvalid, filters],
  );
  const search = useDiscoverSearch(query);
  const pages = search.data?.pages ?? [];
  const bankCreators = useMemo(() => mergePages(pages), [pages]);
  const firstPage = pages[0];

  const sourcesToSearch = searchableSources(dataSources ?? [], draft.platform);
  // Another search (new filters, platform or sort) leaves the source out until asked again.
  const runSource = query && sourceRun?.searchKey === searchKey ? sourceRun.source : null;
  const activeSource = dataSources?.find((source) => source.id === runSource) ?? null;
  const sourceSearch = useSourceSearch(activeSource?.id ?? null, activeSource ? query : null);
  const sourcePage = sourceSearch.data?.pages[0];
  const creators = useMemo(
    () => mergeSourceResults(sourcePage?.items ?? [], bankCreators),
    [sourcePage, bankCreators],
  );
  const isSourceLoading = activeSource !== null && sourceSearch.isFetching && !sourcePage;

  function handleDraftChange(patch: Partial<DiscoverFilters>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  /** Marks the wrong ranges and takes focus to the first, instead of searching. */
  function refuseInvalidDraft() {
    setHasTriedInvalidSearch(true);
    setIsPanelOpen(true);
    // After React has rendered the marks: the first marked input exists only then.
    requestAnimationFrame(() => {
      document
        .getElementById(panelId)
        ?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')
        ?.focus();
    });
  }

  function handleSubmit() {
    if (hasDraftProblems) {
      refuseInvalidDraft();
      return;
    }
    setHasTriedInvalidSearch(false);
    applyFilters(draft);
    setIsPanelOpen(false);
    // Keyboard and screen-reader users land where the answer will appear.
    resultsHeading.current?.focus();
  }

  /** "Search the bank": a source asked before for these filters is left out again. */
  function handleBankSearch() {
    setSourceRun(null);
    handleSubmit();
  }

  /** The draft searched on the bank as usual, and on `source` too. */
  function handleSourceSearch(source: DataSourceId) {
    if (hasDraftProblems) {
      refuseInvalidDraft();
      return;
    }
    setSourceRun({ source, searchKey: filtersToSearchParams(draft).toString() });
    handleSubmit();
  }

  function handleReset() {
    setHasTriedInvalidSearch(false);
    setDraft(emptyFilters(draft.platform));
    clearSearch();
  }

  /**
   * Platform and sort change the search itself: applied at once when there is one, together with
   * any filter edited but not yet searched (the panel shows the applied search afterwards).
   */
  function handleImmediateChange(patch: Partial<DiscoverFilters>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (!isSearching) return;
    if (hasDraftProblems) refuseInvalidDraft();
    else applyFilters(next);
  }

  const activeCount = countActiveFilters(isSearching ? filters : draft);
  const hasFailed = search.isError && !search.isFetchNextPageError;

  let results: ReactNode;
  if (!isSearching) {
    results = (
      <MessagePanel title={t('discover.states.initialTitle')}>
        <p>{t('discover.states.initialText')}</p>
      </MessagePanel>
    );
  } else if (isAppliedSearchInvalid) {
    results = (
      <MessagePanel title={t('discover.states.invalidTitle')} isAlert>
        <p>{t('discover.states.invalidText')}</p>
      </MessagePanel>
    );
  } else if (search.isPending || (search.isFetching && !search.isFetchingNextPage && hasFailed)) {
    results = <ResultsSkeleton />;
  } else if (hasFailed) {
    results = (
      <SearchFailure
        error={search.error}
        isRetrying={search.isRefetching}
        onRetry={() => void search.refetch()}
      />
    );
  } else if (creators.length === 0 && isSourceLoading) {
    results = <ResultsSkeleton />;
  } else if (creators.length === 0) {
    results = (
      <MessagePanel title={t('discover.states.noResultsTitle')}>
        <p>{t('discover.states.noResultsText')}</p>
        <Button variant="secondary" onClick={handleReset}>
          {t('discover.states.resetFilters')}
        </Button>
      </MessagePanel>
    );
  } else {
    results = (
      <DiscoverResults
        key={searchKey}
        caption={t('discover.results.caption')}
        creators={creators}
        niches={niches}
        hasMore={search.hasNextPage}
        isLoadingMore={search.isFetchingNextPage}
        hasLoadMoreFailed={search.isFetchNextPageError}
        onLoadMore={() => void search.fetchNextPage()}
      />
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('discover.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('discover.intro')}</p>

      <PlatformSwitch
        name="discover-platform"
        value={draft.platform}
        onValueChange={(platform) => handleImmediateChange({ platform })}
        className="mt-5"
      />

      {dataSources?.some((source) => source.connection) ? (
        <div className="mt-5">
          <CreatorLookup sources={dataSources} platform={draft.platform} />
        </div>
      ) : null}

      <div className="mt-5 gap-6 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start">
        <div>
          <Button
            variant="secondary"
            aria-expanded={isPanelOpen}
            aria-controls={panelId}
            onClick={() => setIsPanelOpen((isOpen) => !isOpen)}
            className="w-full lg:hidden"
          >
            {activeCount > 0
              ? t('discover.filters.toggleCount', { count: activeCount })
              : t('discover.filters.toggle')}
          </Button>
          <div className={cx('mt-3 lg:mt-0 lg:block', isPanelOpen ? 'block' : 'hidden')}>
            <FilterPanel
              id={panelId}
              draft={draft}
              onDraftChange={handleDraftChange}
              niches={niches}
              isSearching={search.isFetching && !search.isFetchingNextPage}
              rangeProblems={shownProblems}
              onSubmit={handleBankSearch}
              onReset={handleReset}
              submitLabel={
                sourcesToSearch.length > 0 ? t('dataSources.discover.searchBank') : undefined
              }
              renderOtherSearches={(allowanceNoteId) => (
                <SourceSearchActions
                  sources={sourcesToSearch}
                  allowanceNoteId={allowanceNoteId}
                  pendingSource={isSourceLoading ? (activeSource?.id ?? null) : null}
                  onSearch={handleSourceSearch}
                />
              )}
            />
          </div>
        </div>

        <section aria-labelledby={resultsHeadingId} className="mt-6 min-w-0 lg:mt-0">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2
                id={resultsHeadingId}
                ref={resultsHeading}
                tabIndex={-1}
                className="text-lg font-semibold outline-none"
              >
                {t('discover.results.title')}
              </h2>
              {firstPage && bankCreators.length > 0 ? (
                <ResultsTotal
                  total={firstPage.total}
                  isEstimate={firstPage.totalIsEstimate ?? false}
                />
              ) : null}
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
              {query && firstPage && bankCreators.length > 0 ? (
                <ExportResults
                  query={query}
                  loadedCount={bankCreators.length}
                  total={firstPage.total}
                />
              ) : null}
              <SelectField
                label={t('discover.sort.label')}
                value={draft.sort}
                onValueChange={(sort) => handleImmediateChange({ sort: sort as SearchSort })}
                className="w-full sm:w-56"
              >
                {SEARCH_SORTS.map((sort) => (
                  <option
                    key={sort}
                    value={sort}
                    disabled={sort === 'relevance' && !canSortByRelevance(draft)}
                  >
                    {sort === 'relevance' && !canSortByRelevance(draft)
                      ? t('discover.sort.relevanceNeeds')
                      : t(`discover.sort.${sort}`)}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          {activeSource && !isAppliedSearchInvalid ? (
            <SourceSearchNotice
              source={activeSource}
              isLoading={isSourceLoading}
              error={sourceSearch.isError ? sourceSearch.error : null}
              isRetrying={sourceSearch.isRefetching}
              onRetry={() => void sourceSearch.refetch()}
              found={
                sourcePage
                  ? {
                      count: sourcePage.items.length,
                      unsupportedFilters: sourcePage.unsupportedFilters,
                    }
                  : null
              }
            />
          ) : null}
          {results}
        </section>
      </div>
    </>
  );
}
