import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { Button } from './button';
import { MessagePanel } from './message-panel';
import { Spinner } from './spinner';

/** What QueryView reads of a TanStack query result (plain or infinite). */
export type QueryState<TData> = {
  data: TData | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  /** Infinite queries: a later page failed; the pages so far still show. */
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
};

export type QueryErrorProps = {
  title?: string;
  /** 'panel' in place of a page's main content; 'inline' inside a section. */
  layout?: 'inline' | 'panel';
  /** Offers to load again when given. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** More to say or do, e.g. a link back. */
  children?: ReactNode;
};

/** A failed load: what failed, announced when it appears, and a way to try again. */
export function QueryError({
  title,
  layout = 'inline',
  onRetry,
  isRetrying = false,
  children,
}: QueryErrorProps) {
  const { t } = useTranslation();
  const text = title ?? t('states.loadError');
  const retry = onRetry ? (
    <Button variant="secondary" isPending={isRetrying} onClick={onRetry}>
      {t('states.retry')}
    </Button>
  ) : null;
  if (layout === 'panel') {
    return (
      <MessagePanel title={text} tone="danger" isAlert>
        {retry}
        {children}
      </MessagePanel>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p className="text-danger">{text}</p>
      {retry}
      {children}
    </div>
  );
}

export type QueryViewProps<TData> = {
  query: QueryState<TData>;
  /** Read out while loading; the generic "Loading…" when not given. */
  loadingLabel?: string;
  /** A page's main content waits under a large spinner in the middle. */
  isLoadingCentered?: boolean;
  /** Shown while loading instead of the spinner, e.g. a skeleton of the results. */
  loading?: ReactNode;
  errorTitle?: string;
  errorLayout?: QueryErrorProps['layout'];
  /** Some failures are final (a link that expired): no offer to try again. */
  canRetry?: boolean;
  /** Shown with the failure, e.g. a link back. */
  errorActions?: ReactNode;
  /** Shown instead of the failure when the server answers 404: the item is gone, not broken. */
  notFound?: ReactNode;
  /**
   * Shown instead of the standard failure, for a page whose failure means more than a failed
   * load (a link that is invalid, a check that could not run).
   */
  renderError?: (error: Error) => ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * A query's content with its loading, failed and empty states, the same on every screen: a
 * spinner while it loads, the failure with a retry, the empty state, else the data (a failed
 * reload shows its failure above the data loaded before).
 */
export function QueryView<TData>({
  query,
  loadingLabel,
  isLoadingCentered = false,
  loading,
  errorTitle,
  errorLayout,
  canRetry = true,
  errorActions,
  notFound,
  renderError,
  isEmpty,
  empty,
  children,
}: QueryViewProps<TData>) {
  const { t } = useTranslation();
  const retry = () => void query.refetch();
  const hasFailed = query.isError && !query.isFetchNextPageError;
  const failure = (
    <QueryError
      title={errorTitle}
      layout={errorLayout}
      onRetry={canRetry ? retry : undefined}
      isRetrying={query.isFetching}
    >
      {errorActions}
    </QueryError>
  );
  if (hasFailed) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    if (isMissing && notFound !== undefined) return notFound;
    // A reload that failed keeps what was loaded before on screen, the failure above it.
    if (query.data !== undefined) {
      return (
        <>
          <QueryError onRetry={canRetry ? retry : undefined} isRetrying={query.isFetching} />
          {isEmpty?.(query.data) ? empty : children(query.data)}
        </>
      );
    }
    if (renderError && query.error) return renderError(query.error);
    return failure;
  }
  if (query.data === undefined) {
    if (loading !== undefined) return loading;
    const spinner = (
      <Spinner
        label={loadingLabel ?? t('states.loading')}
        className={isLoadingCentered ? 'size-8' : undefined}
      />
    );
    return isLoadingCentered ? (
      <div className="grid place-items-center py-16">{spinner}</div>
    ) : (
      spinner
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

/**
 * Two queries a page needs together, as one: it loads until both have data, fails when either
 * fails, and a retry loads both again.
 */
export function combineQueries<A, B>(a: QueryState<A>, b: QueryState<B>): QueryState<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    isError: a.isError || b.isError,
    error: a.error ?? b.error,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}
