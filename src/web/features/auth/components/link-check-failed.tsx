import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LinkProblem } from './link-problem';

export type LinkCheckFailedProps = {
  isRetrying: boolean;
  onRetry: () => void;
};

/** The link could not be checked (offline, server trouble): not the link's fault, so try again. */
export function LinkCheckFailed({ isRetrying, onRetry }: LinkCheckFailedProps) {
  const { t } = useTranslation();
  return (
    <LinkProblem
      message={t('auth.linkCheckFailed')}
      action={
        <Button variant="secondary" onClick={onRetry} isPending={isRetrying}>
          {t('auth.tryAgain')}
        </Button>
      }
    />
  );
}
