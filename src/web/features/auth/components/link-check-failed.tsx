import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { QueryState } from '../../../components/ui/query-view';
import { isRefusal } from '../../../lib/api-error';
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

export type LinkCheckErrorProps = {
  error: Error;
  check: Pick<QueryState<unknown>, 'isFetching' | 'refetch'>;
  /** What a refused link shows. */
  invalidLink: ReactNode;
};

/** A failed link check: a refused link is unusable; any other failure may be tried again. */
export function LinkCheckError({ error, check, invalidLink }: LinkCheckErrorProps) {
  if (isRefusal(error)) return invalidLink;
  return <LinkCheckFailed isRetrying={check.isFetching} onRetry={() => void check.refetch()} />;
}
