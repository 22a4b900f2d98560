import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { CampaignStatus } from '../types';

export type CampaignStatusBadgeProps = { status: CampaignStatus };

export function CampaignStatusBadge({ status }: CampaignStatusBadgeProps) {
  const { t } = useTranslation();
  const tone = status === 'active' ? 'primary' : status === 'draft' ? 'neutral' : 'secondary';
  return <Badge tone={tone}>{t(`campaigns.status.${status}`)}</Badge>;
}
