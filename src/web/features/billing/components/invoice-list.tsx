import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/query-view';
import { useFormatDate } from '../../../lib/use-format-date';
import { useInvoices } from '../api';
import { formatMinorUnits } from './money';

/** Invoices and receipts, with Stripe's hosted pages to read, pay or download them. */
export function InvoiceList() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const invoices = useInvoices(true);

  return (
    <QueryView
      query={invoices}
      loadingLabel={t('plans.invoices.loading')}
      errorTitle={t('plans.invoices.loadError')}
      canRetry={false}
      isEmpty={(data) => data.length === 0}
      empty={<p className="text-sm text-text-dark/70">{t('plans.invoices.empty')}</p>}
    >
      {(data) => (
        <ul className="flex flex-col divide-y divide-text-dark/10 text-sm">
          {data.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatDate(invoice.createdAt)}
                {invoice.number ? ` · ${invoice.number}` : ''}
              </span>
              <span className="tabular-nums">
                {formatMinorUnits(invoice.total, invoice.currency)}
              </span>
              <span className="text-text-dark/70">
                {t(`plans.invoices.status.${invoice.status}`, invoice.status)}
              </span>
              {invoice.hostedUrl ? (
                <a
                  href={invoice.hostedUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="font-semibold text-primary underline"
                >
                  {t('plans.invoices.open', { number: invoice.number ?? '' })}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
