import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useCampaign, useCampaigns } from '../../campaigns';
import { useTrackedProfiles } from '../../content';
import { useListItems, useLists } from '../../lists';
import { type Sequence, useCreateEntries } from '../api';

/**
 * Puts tracked creators into a sequence; the answer says who was added and why the others were
 * skipped (no address, already in it, unsubscribed or bounced, not a genuine address).
 */
export function AddCreators({ sequences }: { sequences: Sequence[] }) {
  const { t } = useTranslation();
  const profiles = useTrackedProfiles();
  const create = useCreateEntries();
  const [sequenceId, setSequenceId] = useState(sequences[0]?.id ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  // "list:<id>" or "campaign:<id>": whose creators to check; a campaign also fills {{campaignName}}.
  const [source, setSource] = useState('');
  const [kind, sourceId] = source.split(':') as ['list' | 'campaign' | '', string | undefined];
  const lists = useLists(false);
  const campaigns = useCampaigns({ status: '', text: '', page: 1 });
  const listItems = useListItems(sourceId ?? '', { enabled: kind === 'list' });
  const campaign = useCampaign(sourceId ?? '', { enabled: kind === 'campaign' });
  const sourceIds =
    kind === 'list'
      ? listItems.data?.items.map((item) => item.profileId)
      : kind === 'campaign'
        ? campaign.data?.influencers.map((influencer) => influencer.profileId)
        : undefined;
  const [takenFrom, setTakenFrom] = useState('');
  // Choosing a source checks its creators once they arrive; the boxes stay editable.
  if (source && sourceIds && takenFrom !== source) {
    setTakenFrom(source);
    const tracked = new Set(profiles.data?.map((profile) => profile.profileId));
    setChosen(sourceIds.filter((id) => tracked.has(id)));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!sequenceId || chosen.length === 0) return;
    create.mutate(
      {
        sequenceId,
        campaignId: kind === 'campaign' ? sourceId : undefined,
        creators: chosen.map((profileId) => ({ profileId })),
      },
      { onSuccess: () => setChosen([]) },
    );
  }

  const result = create.data;
  const nameOf = (profileId: string | null, email: string | null) => {
    const profile = profiles.data?.find((candidate) => candidate.profileId === profileId);
    return profile ? `@${profile.platform_username}` : (email ?? '');
  };

  if (profiles.data?.length === 0) {
    return <p className="text-sm text-text-dark/75">{t('outreach.entries.noProfiles')}</p>;
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4">
      <SelectField
        label={t('outreach.entries.sequence')}
        value={sequenceId}
        onValueChange={setSequenceId}
      >
        {sequences.map((sequence) => (
          <option key={sequence.id} value={sequence.id}>
            {sequence.name}
          </option>
        ))}
      </SelectField>
      {lists.data?.length || campaigns.data?.items.length ? (
        <SelectField
          label={t('outreach.entries.fromSource')}
          value={source}
          onValueChange={(value) => {
            setSource(value);
            setTakenFrom('');
          }}
        >
          <option value="">{t('outreach.entries.noSource')}</option>
          {lists.data?.length ? (
            <optgroup label={t('outreach.entries.lists')}>
              {lists.data.map((list) => (
                <option key={list._id} value={`list:${list._id}`}>
                  {list.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {campaigns.data?.items.length ? (
            <optgroup label={t('outreach.entries.campaigns', { field: '{{campaignName}}' })}>
              {campaigns.data.items.map((item) => (
                <option key={item._id} value={`campaign:${item._id}`}>
                  {item.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </SelectField>
      ) : null}
      <div className="max-h-64 overflow-y-auto rounded-lg border border-text-dark/10 p-3">
        <CheckboxGroup
          legend={t('outreach.entries.creators')}
          name="creators"
          options={(profiles.data ?? []).map((profile) => ({
            value: profile.profileId,
            label: `@${profile.platform_username}${profile.fullName ? ` (${profile.fullName})` : ''}`,
          }))}
          values={chosen}
          onValuesChange={setChosen}
        />
      </div>
      <SubmitButton isPending={create.isPending} className="self-start">
        {t('outreach.entries.add', { count: chosen.length })}
      </SubmitButton>
      {result ? (
        <div role="status" className="text-sm">
          <p className="font-semibold">
            {t('outreach.entries.added', { count: result.created.length })}
          </p>
          {result.skipped.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-text-dark/75">
              {result.skipped.map((skip) => (
                <li key={`${skip.profileId}-${skip.email}`}>
                  {t(`outreach.entries.skipped.${skip.reason}`, {
                    name: nameOf(skip.profileId, skip.email),
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
