import { useTranslation } from 'react-i18next';
import type { DomainStatus } from '../../../../common/api/whitelabel';
import { cx } from '../../../lib/class-names';

const TONES: Record<DomainStatus, string> = {
  pending: 'bg-app-background text-text-dark/80',
  verified: 'bg-secondary-light text-secondary',
  failed: 'bg-danger-light text-danger',
};

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="domain-status"
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {t(`whitelabel.domain.status.${status}`)}
    </span>
  );
}
