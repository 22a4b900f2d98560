import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { displayName, flagEmoji } from '../report-format';
import { AudienceMap } from './audience-map';
import { CredibilitySignals } from './credibility-signals';
import { ReportSection } from './report-section';
import { type ShareBar, ShareBars } from './share-bars';

export type AudienceSectionProps = { data: PublicReportData };

type Share = { value: string; share: number };

const KNOWN_GENDERS = ['male', 'female'] as const;

function isKnownGender(value: string): value is (typeof KNOWN_GENDERS)[number] {
  return KNOWN_GENDERS.some((gender) => gender === value);
}

function plainBars(
  shares: Share[],
  label: (value: string) => string = (value) => value,
): ShareBar[] {
  return shares.map((entry) => ({
    key: entry.value,
    label: label(entry.value),
    share: entry.share,
  }));
}

/** Where the audience lives, who it is and how real it looks. */
export function AudienceSection({ data }: AudienceSectionProps) {
  const { t, i18n } = useTranslation();
  const { audience } = data;
  const locale = i18n.language;
  // The map is for the eye; the ranked list with flags stays as the data a screen reader reads.
  const countryBars = audience.countries.map((entry) => ({
    key: entry.value,
    label: (
      <>
        <span aria-hidden="true">{flagEmoji(entry.value)} </span>
        {displayName(locale, 'region', entry.value)}
      </>
    ),
    share: entry.share,
  }));
  return (
    <ReportSection id="audience" title={t('reports.sections.audience')} method={audience.method}>
      <AudienceMap countries={audience.countries} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <ShareBars title={t('reports.audience.countries')} bars={countryBars} />
        <ShareBars title={t('reports.audience.cities')} bars={plainBars(audience.cities)} />
        <ShareBars
          title={t('reports.audience.genders')}
          bars={plainBars(audience.genders, (value) =>
            isKnownGender(value) ? t(`reports.audience.gender.${value}`) : value,
          )}
        />
        <ShareBars title={t('reports.audience.ages')} bars={plainBars(audience.ages)} />
        <ShareBars
          title={t('reports.audience.languages')}
          bars={plainBars(audience.languages, (value) => displayName(locale, 'language', value))}
        />
        <CredibilitySignals credibility={audience.credibility} />
      </div>
    </ReportSection>
  );
}
