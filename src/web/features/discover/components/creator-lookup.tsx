import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { DataSourceId } from '../../../../common/api/data-sources';
import type { Platform } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorToFormErrors } from '../../../lib/form-errors';
import { useFormatDate } from '../../../lib/use-format-date';
import {
  connectedSources,
  type DataSource,
  lookupCostText,
  lookupOutcomeText,
} from '../../datasources';
import { useLookupCreator, useTrackProfiles } from '../api';
import { platformOfProfileUrl } from '../lookup';

export type CreatorLookupProps = {
  /** Every source; those connected decide the platforms and sources offered. */
  sources: readonly DataSource[];
  /** Discover's platform, the first choice when a connected source covers it. */
  platform: Platform;
};

/**
 * A creator by handle or profile URL, from a connected source (or the bank, when its copy is
 * recent). The creator opens where every tracked creator opens, their profile, so the lookup adds
 * them to the CRM first; the toast says whether it cost a report or came free from the bank.
 */
export function CreatorLookup({ sources, platform }: CreatorLookupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const costId = useId();
  const lookup = useLookupCreator();
  const track = useTrackProfiles();
  const [handle, setHandle] = useState('');
  const [chosenPlatform, setChosenPlatform] = useState<Platform | null>(null);
  const [chosenSource, setChosenSource] = useState<DataSourceId | null>(null);
  const [isRefresh, setIsRefresh] = useState(false);

  const platforms = [
    ...new Set(sources.flatMap((source) => (source.connection ? source.platforms : []))),
  ];
  const fallbackPlatform = platforms.includes(platform) ? platform : (platforms[0] ?? platform);
  const lookupPlatform =
    chosenPlatform && platforms.includes(chosenPlatform) ? chosenPlatform : fallbackPlatform;
  // The cheapest first (the Instagram API is free), as the server would choose.
  const candidates = connectedSources(sources, lookupPlatform).sort(
    (a, b) => a.costs.report - b.costs.report,
  );
  const source = candidates.find((item) => item.id === chosenSource) ?? candidates[0] ?? null;
  const isPending = lookup.isPending || track.isPending;
  const errors = lookup.error
    ? apiErrorToFormErrors(lookup.error, ['handle'], t('errors.generic'))
    : null;

  function handleHandleChange(value: string) {
    setHandle(value);
    // A pasted profile URL says which platform it is on.
    const fromUrl = platformOfProfileUrl(value);
    if (fromUrl && platforms.includes(fromUrl)) setChosenPlatform(fromUrl);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!source || handle.trim() === '' || isPending) return;
    lookup.mutate(
      {
        platform: lookupPlatform,
        handle: handle.trim(),
        refresh: isRefresh,
        source: source.id,
      },
      {
        onSuccess: (found) => {
          track.mutate(
            { profileBankIds: [found.profileId] },
            {
              onSuccess: (tracked) => {
                const profileId = tracked.profiles[0]?.profileId;
                // A copy from the bank may have come from another source, or an import.
                const fetchedBy = found.fromBank
                  ? sources.find((item) => item.id === found.source)
                  : source;
                toast.success(
                  lookupOutcomeText(
                    t,
                    found,
                    fetchedBy
                      ? { name: fetchedBy.name, when: formatDate(found.fetchedAt, 'dateTime') }
                      : null,
                    tracked.added > 0,
                  ),
                );
                setHandle('');
                if (profileId) navigate(`/influencers/${encodeURIComponent(profileId)}`);
              },
            },
          );
        },
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      aria-label={t('dataSources.lookup.title')}
      className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
    >
      <h2 className="text-base font-bold">{t('dataSources.lookup.title')}</h2>
      <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-start">
        <TextField
          label={t('dataSources.lookup.handle')}
          hint={t('dataSources.lookup.handleHint')}
          value={handle}
          onValueChange={handleHandleChange}
          error={errors?.fieldErrors.handle}
          required
          autoComplete="off"
          spellCheck={false}
          className="md:flex-1"
        />
        <SelectField
          label={t('dataSources.lookup.platform')}
          value={lookupPlatform}
          onValueChange={(value) => setChosenPlatform(value as Platform)}
          className="md:w-40"
        >
          {platforms.map((option) => (
            <option key={option} value={option}>
              {t(`platforms.${option}`)}
            </option>
          ))}
        </SelectField>
        {candidates.length > 1 ? (
          <SelectField
            label={t('dataSources.lookup.source')}
            value={source?.id ?? ''}
            onValueChange={(value) => setChosenSource(value as DataSourceId)}
            className="md:w-44"
          >
            {candidates.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <Button
          isSubmit
          isPending={isPending}
          aria-describedby={source ? costId : undefined}
          className="md:mt-6"
        >
          {isPending ? t('dataSources.lookup.pending') : t('dataSources.lookup.submit')}
        </Button>
      </div>
      <CheckboxField
        label={t('dataSources.lookup.refresh')}
        isChecked={isRefresh}
        onCheckedChange={setIsRefresh}
        className="mt-3"
      />
      {source ? (
        <p id={costId} className="mt-2 text-sm text-text-dark/75">
          {candidates.length > 1
            ? lookupCostText(t, source, isRefresh)
            : `${t('dataSources.lookup.via', { source: source.name })} ${lookupCostText(t, source, isRefresh)}`}
        </p>
      ) : null}
      {errors?.formError ? <FormAlert className="mt-3">{errors.formError}</FormAlert> : null}
    </form>
  );
}
