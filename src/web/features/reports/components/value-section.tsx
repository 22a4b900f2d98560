import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatCurrency, fromMinorUnits } from '../../../../common/format-currency';
import { ReportSection } from './report-section';
import { StatTiles } from './stat-tiles';

export type ValueSectionProps = { data: PublicReportData };

/** Whole currency units from 100 up: cents on a four-figure price are noise. */
const NO_FRACTION_ABOVE = 100;

export function ValueSection({ data }: ValueSectionProps) {
  const { t } = useTranslation();
  const { value } = data;
  const money = (minor: number) =>
    formatCurrency(fromMinorUnits(minor, value.currency), {
      currency: value.currency,
      noFractionAbove: NO_FRACTION_ABOVE,
    });
  return (
    <ReportSection id="value" title={t('reports.sections.value')} method={value.method}>
      <StatTiles
        label={t('reports.sections.value')}
        tiles={[
          {
            label: t('reports.value.pricePerPost'),
            value: t('reports.value.range', {
              min: money(value.pricePerPostMinor.min),
              max: money(value.pricePerPostMinor.max),
            }),
          },
          { label: t('reports.value.emvPerPost'), value: money(value.emvPerPostMinor) },
        ]}
      />
    </ReportSection>
  );
}
