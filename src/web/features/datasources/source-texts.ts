// What the data-source screens say about a source in words: what a call costs in the plan and in
// the source's own credits, the filters it honours or could not honour, and where a looked-up
// creator came from. Pure, so both languages are tested without rendering.

import type { TFunction } from 'i18next';
import type { DataSourceDto, SourceLookupDto } from '../../../common/api/data-sources';
import type { Platform } from '../../../common/constants';

export type DataSource = DataSourceDto;

/** Units the sources price in that have a translation; any other is shown as the server names it. */
const KNOWN_UNITS = ['credits', 'profiles', 'calls', 'requests'] as const;
type KnownUnit = (typeof KNOWN_UNITS)[number];

/** The search filters by their names in the API (SourceFilterName on the server), in words. */
const FILTER_NAMES = [
  'followers',
  'engagementRate',
  'avgViews',
  'growth',
  'country',
  'city',
  'language',
  'gender',
  'ageGroup',
  'accountType',
  'categories',
  'keywords',
  'hashtags',
  'mentions',
  'verified',
  'hasEmail',
  'hasPhone',
  'lastPostedWithinDays',
  'lookalike',
  'audience',
  'credibilityMin',
] as const;
type FilterName = (typeof FILTER_NAMES)[number];

/** Audience filters may be named one by one: 'audience.country'. */
const AUDIENCE_FILTER_NAMES = ['country', 'city', 'gender', 'age', 'language'] as const;
type AudienceFilterName = (typeof AUDIENCE_FILTER_NAMES)[number];

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** "1 credit", "0.5 credits", "2 Credits": a cost in the source's own unit. */
export function amountText(t: TFunction, count: number, unit: string): string {
  const known = unit.trim().toLowerCase();
  if (isOneOf<KnownUnit>(KNOWN_UNITS, known)) return t(`dataSources.units.${known}`, { count });
  return t('dataSources.units.unknown', { count, unit });
}

/** Sources with a key, own or the operator's, that cover `platform`. */
export function connectedSources(sources: readonly DataSource[], platform: Platform): DataSource[] {
  return sources.filter((source) => source.connection && source.platforms.includes(platform));
}

/** The connected sources that can run Discover's filters on `platform`. */
export function searchableSources(
  sources: readonly DataSource[],
  platform: Platform,
): DataSource[] {
  return connectedSources(sources, platform).filter((source) => source.offers.search);
}

/** Said before a source search: it spends a search of the plan and the source's credits. */
export function searchCostText(t: TFunction, source: DataSource): string {
  const { search, unit } = source.costs;
  if (search <= 0) return t('dataSources.cost.searchFree', { source: source.name });
  return t('dataSources.cost.search', { amount: amountText(t, search, unit) });
}

/**
 * Said before a lookup: a report of the plan and the source's credits, unless the bank holds a
 * copy younger than the source's refresh period (then nothing), or the user asks for fresh data.
 */
export function lookupCostText(t: TFunction, source: DataSource, isRefresh: boolean): string {
  const { report, unit } = source.costs;
  const spent =
    report > 0
      ? t('dataSources.cost.report', { amount: amountText(t, report, unit) })
      : t('dataSources.cost.reportFree', { source: source.name });
  if (isRefresh) return spent;
  return `${spent} ${t('dataSources.cost.bankCopyFree', { count: source.refreshDays })}`;
}

/** After a key was accepted: what the user can do with the source now. */
export function connectedText(t: TFunction, source: DataSource): string {
  return source.offers.search
    ? t('dataSources.form.connectedSearch', { source: source.name })
    : t('dataSources.form.connectedLookup', { source: source.name });
}

/** A search filter by its name in the API, in words; a name we do not know is shown as it is. */
export function filterLabel(t: TFunction, name: string): string {
  if (isOneOf<FilterName>(FILTER_NAMES, name)) return t(`dataSources.filters.${name}`);
  const dimension = name.startsWith('audience.') ? name.slice('audience.'.length) : '';
  if (isOneOf<AudienceFilterName>(AUDIENCE_FILTER_NAMES, dimension)) {
    return t(`dataSources.audienceFilters.${dimension}`);
  }
  return name;
}

/** "Hashtags, Gender and Mentions", in the user's language. */
export function filterListText(t: TFunction, language: string, names: readonly string[]): string {
  const labels = names.map((name) => filterLabel(t, name));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(labels);
}

/** After a source search that left filters out: which, so narrow results are not a surprise. */
export function unsupportedFiltersText(
  t: TFunction,
  language: string,
  sourceName: string,
  names: readonly string[],
): string | null {
  if (names.length === 0) return null;
  return t('dataSources.discover.unsupported', {
    source: sourceName,
    filters: filterListText(t, language, names),
    count: names.length,
  });
}

/**
 * After a lookup: whether it cost a report and credits or came from the bank for free, and
 * whether opening the creator added them to the CRM. `fetchedBy` names the source the bank's
 * figures came from; null when they came from elsewhere (an import, demo data).
 */
export function lookupOutcomeText(
  t: TFunction,
  result: Pick<SourceLookupDto, 'username' | 'fromBank'>,
  fetchedBy: { name: string; when: string } | null,
  isNewlyTracked: boolean,
): string {
  const { username } = result;
  let outcome: string;
  if (!result.fromBank) {
    outcome = t('dataSources.lookup.fetched', { username, source: fetchedBy?.name ?? '' });
  } else if (fetchedBy) {
    outcome = t('dataSources.lookup.fromBankVia', {
      username,
      source: fetchedBy.name,
      when: fetchedBy.when,
    });
  } else {
    outcome = t('dataSources.lookup.fromBank', { username });
  }
  return isNewlyTracked ? `${outcome} ${t('dataSources.lookup.added')}` : outcome;
}
