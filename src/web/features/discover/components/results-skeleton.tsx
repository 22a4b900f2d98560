import { useTranslation } from 'react-i18next';

const ROWS = 6;

/** Grey rows where the results will be: the page keeps its shape while a search runs. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border border-text-dark/10 bg-surface p-4 shadow-sm"
    >
      <span className="sr-only">{t('discover.results.loading')}</span>
      <ul aria-hidden="true" className="space-y-4">
        {Array.from({ length: ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <li key={index} className="flex items-center gap-3 motion-safe:animate-pulse">
            <span className="size-10 shrink-0 rounded-full bg-text-dark/10" />
            <span className="h-3 w-1/3 rounded bg-text-dark/10" />
            <span className="ml-auto h-3 w-12 rounded bg-text-dark/10" />
            <span className="h-3 w-12 rounded bg-text-dark/10" />
            <span className="hidden h-3 w-16 rounded bg-text-dark/10 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
