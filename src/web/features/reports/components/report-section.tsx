import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

export type ReportSectionProps = {
  /** Unique on the page: it names the heading the section is labelled by. */
  id: string;
  title: string;
  /** The plain-words "how we compute this" note the server sends with every section. */
  method: string;
  children: ReactNode;
};

/** One titled part of a report, with its method note; a printed page never splits it. */
export function ReportSection({ id, title, method, children }: ReportSectionProps) {
  const { t } = useTranslation();
  const headingId = `report-section-${id}`;
  return (
    <Card
      aria-labelledby={headingId}
      className="min-w-0 break-inside-avoid print:border-text-dark/20 print:shadow-none"
    >
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
      <details className="group mt-5 text-sm print:hidden">
        <summary className="w-fit cursor-pointer rounded font-semibold text-primary">
          {t('reports.method')}
        </summary>
        <p className="mt-2 whitespace-pre-line text-text-dark/75">{method}</p>
      </details>
      {/* Paper cannot open a disclosure, so the note is printed in full. */}
      <div className="mt-4 hidden text-xs text-text-dark/75 print:block">
        <p className="font-semibold">{t('reports.method')}</p>
        <p className="whitespace-pre-line">{method}</p>
      </div>
    </Card>
  );
}
