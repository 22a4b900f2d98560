import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { useCampaignChoices } from '../api';

export type CampaignSelectProps = {
  label: string;
  value: string;
  onValueChange: (campaignId: string) => void;
  error?: string;
  optionalText?: string;
};

/** Picks one of the organization's campaigns, or none; a native select, so keyboards work as usual. */
export function CampaignSelect({
  label,
  value,
  onValueChange,
  error,
  optionalText,
}: CampaignSelectProps) {
  const { t } = useTranslation();
  const campaigns = useCampaignChoices();
  const items = campaigns.data?.items ?? [];
  let hint: string | undefined;
  if (campaigns.isError) hint = t('content.campaignsError');
  else if (campaigns.isSuccess && items.length === 0) hint = t('content.noCampaigns');
  else if (campaigns.data?.hasMore) hint = t('content.newestCampaigns', { count: items.length });
  return (
    <SelectField
      label={label}
      value={value}
      onValueChange={onValueChange}
      error={error}
      optionalText={optionalText}
      hint={hint}
    >
      <option value="">
        {campaigns.isPending ? t('content.loadingCampaigns') : t('content.noCampaign')}
      </option>
      {items.map((campaign) => (
        <option key={campaign._id} value={campaign._id}>
          {campaign.status === 'archived'
            ? t('content.archivedCampaign', { name: campaign.name })
            : campaign.name}
        </option>
      ))}
    </SelectField>
  );
}
