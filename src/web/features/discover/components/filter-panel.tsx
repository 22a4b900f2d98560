import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, AGE_GROUPS, GENDERS } from '../../../../common/api/discovery';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { AllowanceNote, useAllowance } from '../../account';
import type { Niche } from '../api';
import { languageOptions } from '../display-names';
import { ageGroupLabel, genderLabel } from '../filter-labels';
import type { DiscoverFilters, RangeFilter as RangeFilterName, RangeProblem } from '../filters';
import { AudienceFilters } from './audience-filters';
import { CategoryChips } from './category-chips';
import { LocationCombobox } from './location-combobox';
import { RangeFilter } from './range-filter';
import { TokenInput } from './token-input';

export type FilterPanelProps = {
  id: string;
  draft: DiscoverFilters;
  onDraftChange: (patch: Partial<DiscoverFilters>) => void;
  niches: readonly Niche[];
  isSearching: boolean;
  /** Ranges to mark as wrong, next to their fields. */
  rangeProblems: Partial<Record<RangeFilterName, RangeProblem>>;
  onSubmit: () => void;
  onReset: () => void;
  /** "Search the bank" once other sources are offered beside it; "Search" otherwise. */
  submitLabel?: string;
  /**
   * Searches of the same filters elsewhere (the data sources), under the bank's; given the id of
   * the note on what remains of the plan's searches, which they spend too.
   */
  renderOtherSearches?: (allowanceNoteId: string | undefined) => ReactNode;
};

type FilterSectionProps = {
  title: string;
  /** Opens the section when it turns true; the user's own folding is left alone otherwise. */
  isOpenByDefault?: boolean;
  children: ReactNode;
};

/** A group of filters that folds away; summary/details keeps it keyboard-operable for free. */
function FilterSection({ title, isOpenByDefault = false, children }: FilterSectionProps) {
  return (
    <details open={isOpenByDefault} className="group border-t border-text-dark/10 py-3">
      <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between rounded-lg text-sm font-bold [&::-webkit-details-marker]:hidden">
        {title}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          className="size-4 transition-transform group-open:rotate-180"
        >
          <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </details>
  );
}

/**
 * Every Discover filter as a draft: nothing is searched until the user asks (each search counts
 * against the plan), then the draft becomes the URL.
 */
export function FilterPanel({
  id,
  draft,
  onDraftChange,
  niches,
  isSearching,
  rangeProblems,
  onSubmit,
  onReset,
  submitLabel,
  renderOtherSearches,
}: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  // What a search spends is said beside the button that spends it (issue 58).
  const searchAllowance = useAllowance('searchCount');
  const allowanceNoteId = useId();
  const describedBy = searchAllowance.kind === 'unlimited' ? undefined : allowanceNoteId;
  const rangeError = (name: RangeFilterName) => {
    const problem = rangeProblems[name];
    return problem ? t(`discover.filters.errors.${problem}`) : undefined;
  };
  // A folded section with a filter set in it (a shared link) would hide why results are narrow.
  const hasContentFilters =
    draft.keywords !== '' ||
    draft.hashtags.length > 0 ||
    draft.mentions.length > 0 ||
    draft.lastPostedWithinDays !== '' ||
    draft.lookalike !== '';
  const hasContactFilters = draft.verified || draft.hasEmail || draft.hasPhone;
  const hasAudienceFilters = draft.audience.length > 0 || draft.credibilityMinPercent !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form
      id={id}
      onSubmit={handleSubmit}
      aria-label={t('discover.filters.title')}
      className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
    >
      <h2 className="mb-2 text-base font-bold">{t('discover.filters.title')}</h2>

      <FilterSection title={t('discover.filters.sections.size')} isOpenByDefault>
        <RangeFilter
          legend={t('discover.filters.followers')}
          value={draft.followers}
          onValueChange={(followers) => onDraftChange({ followers })}
          error={rangeError('followers')}
          step="1"
        />
        <RangeFilter
          legend={t('discover.filters.engagementRate')}
          value={draft.engagementRate}
          onValueChange={(engagementRate) => onDraftChange({ engagementRate })}
          error={rangeError('engagementRate')}
          unit="%"
        />
        <RangeFilter
          legend={t('discover.filters.avgViews')}
          value={draft.avgViews}
          onValueChange={(avgViews) => onDraftChange({ avgViews })}
          error={rangeError('avgViews')}
          step="1"
        />
        <RangeFilter
          legend={t('discover.filters.followerGrowth')}
          value={draft.followerGrowth}
          onValueChange={(followerGrowth) => onDraftChange({ followerGrowth })}
          error={rangeError('followerGrowth')}
          unit="%"
          allowsNegative
        />
      </FilterSection>

      <FilterSection title={t('discover.filters.sections.creator')} isOpenByDefault>
        <LocationCombobox
          label={t('discover.filters.country')}
          type="country"
          value={draft.country}
          onValueChange={(country) => onDraftChange({ country })}
        />
        <LocationCombobox
          label={t('discover.filters.city')}
          type="city"
          value={draft.city}
          onValueChange={(city) => onDraftChange({ city })}
        />
        <SelectField
          label={t('discover.filters.language')}
          value={draft.language}
          onValueChange={(language) => onDraftChange({ language })}
        >
          <option value="">{t('discover.filters.any')}</option>
          {languageOptions(i18n.language, draft.language).map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('discover.filters.gender')}
          value={draft.gender}
          onValueChange={(gender) => onDraftChange({ gender: gender as DiscoverFilters['gender'] })}
        >
          <option value="">{t('discover.filters.any')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {genderLabel(t, gender)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('discover.filters.ageGroup')}
          value={draft.ageGroup}
          onValueChange={(ageGroup) =>
            onDraftChange({ ageGroup: ageGroup as DiscoverFilters['ageGroup'] })
          }
        >
          <option value="">{t('discover.filters.any')}</option>
          {AGE_GROUPS.map((ageGroup) => (
            <option key={ageGroup} value={ageGroup}>
              {ageGroupLabel(t, ageGroup)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('discover.filters.accountType')}
          value={draft.accountType}
          onValueChange={(accountType) =>
            onDraftChange({ accountType: accountType as DiscoverFilters['accountType'] })
          }
        >
          <option value="">{t('discover.filters.any')}</option>
          {ACCOUNT_TYPES.map((accountType) => (
            <option key={accountType} value={accountType}>
              {t(`discover.accountTypes.${accountType}`)}
            </option>
          ))}
        </SelectField>
        <CategoryChips
          options={niches}
          values={draft.categories}
          onValuesChange={(categories) => onDraftChange({ categories })}
        />
      </FilterSection>

      <FilterSection
        title={t('discover.filters.sections.content')}
        isOpenByDefault={hasContentFilters}
      >
        <TextField
          label={t('discover.filters.keywords')}
          hint={t('discover.filters.keywordsHint')}
          value={draft.keywords}
          onValueChange={(keywords) => onDraftChange({ keywords })}
          type="search"
        />
        <TokenInput
          label={t('discover.filters.hashtags')}
          prefix="#"
          placeholder={t('discover.filters.hashtagsPlaceholder')}
          tokens={draft.hashtags}
          onTokensChange={(hashtags) => onDraftChange({ hashtags })}
        />
        <TokenInput
          label={t('discover.filters.mentions')}
          prefix="@"
          placeholder={t('discover.filters.mentionsPlaceholder')}
          tokens={draft.mentions}
          onTokensChange={(mentions) => onDraftChange({ mentions })}
        />
        <TextField
          label={t('discover.filters.lastPosted')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft.lastPostedWithinDays}
          onValueChange={(lastPostedWithinDays) => onDraftChange({ lastPostedWithinDays })}
        />
        <TextField
          label={t('discover.filters.lookalike')}
          hint={t('discover.filters.lookalikeHint')}
          value={draft.lookalike}
          onValueChange={(lookalike) => onDraftChange({ lookalike })}
          autoComplete="off"
          spellCheck={false}
        />
      </FilterSection>

      <FilterSection
        title={t('discover.filters.sections.contact')}
        isOpenByDefault={hasContactFilters}
      >
        <CheckboxField
          label={t('discover.filters.verified')}
          isChecked={draft.verified}
          onCheckedChange={(verified) => onDraftChange({ verified })}
        />
        <CheckboxField
          label={t('discover.filters.hasEmail')}
          isChecked={draft.hasEmail}
          onCheckedChange={(hasEmail) => onDraftChange({ hasEmail })}
        />
        <CheckboxField
          label={t('discover.filters.hasPhone')}
          isChecked={draft.hasPhone}
          onCheckedChange={(hasPhone) => onDraftChange({ hasPhone })}
        />
      </FilterSection>

      <FilterSection
        title={t('discover.filters.sections.audience')}
        isOpenByDefault={hasAudienceFilters}
      >
        <AudienceFilters
          filters={draft.audience}
          onFiltersChange={(audience) => onDraftChange({ audience })}
        />
        <TextField
          label={t('discover.filters.credibility')}
          hint={t('discover.filters.credibilityHint')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={draft.credibilityMinPercent}
          onValueChange={(credibilityMinPercent) => onDraftChange({ credibilityMinPercent })}
        />
      </FilterSection>

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col gap-2 rounded-b-xl border-t border-text-dark/10 bg-surface p-4">
        <div className="flex gap-2">
          <Button
            isSubmit
            isPending={isSearching}
            className="flex-1"
            aria-describedby={describedBy}
          >
            {submitLabel ?? t('discover.filters.search')}
          </Button>
          <Button variant="secondary" onClick={onReset}>
            {t('discover.filters.reset')}
          </Button>
        </div>
        <AllowanceNote id={allowanceNoteId} metric="searchCount" allowance={searchAllowance} />
        {renderOtherSearches?.(describedBy)}
      </div>
    </form>
  );
}
