import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export type ProfileBankErrorProps = {
  isRetrying: boolean;
  onRetry: () => void;
};

export function ProfileBankError({ isRetrying, onRetry }: ProfileBankErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg bg-danger-light p-4 text-sm">
      <p className="font-semibold text-danger">{t('profileBank.loadError')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner className="size-4" /> : null}
        {t('profileBank.retry')}
      </Button>
    </div>
  );
}
