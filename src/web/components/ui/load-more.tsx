import { cx } from '../../lib/class-names';
import { Button } from './button';

/** What LoadMore reads of a TanStack infinite query. */
export type NextPageState = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type LoadMoreProps = {
  query: NextPageState;
  label: string;
  /** Said when the next page failed; the pages so far stay on screen. */
  errorText: string;
  className?: string;
};

/** The foot of a paged list: a button for the next page, and why it did not come. */
export function LoadMore({ query, label, errorText, className }: LoadMoreProps) {
  return (
    <div className={cx('flex flex-col items-center gap-2', className)}>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          isPending={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {label}
        </Button>
      ) : null}
    </div>
  );
}
