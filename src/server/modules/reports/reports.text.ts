import { defineText } from '../../http/i18n/text';

// The report's own sentences live beside this file: report-method.text.ts (the "how we compute
// this" notes), report-signals.text.ts (the credibility signals) and pdf/report-pdf.text.ts.
// Notes and signals are kept in stored snapshots by key: never rename one of their keys.

/** What the reports API answers. */
export const REPORT_TEXT = defineText('reports', {
  failed: {
    en: 'This report failed; create a new one',
    de: 'Dieser Bericht ist fehlgeschlagen; erstellen Sie einen neuen',
  },
  notReady: { en: 'This report is not ready yet', de: 'Dieser Bericht ist noch nicht fertig' },
  noSample: {
    en: 'No sample profile in the bank',
    de: 'Kein Beispielprofil in der Profildatenbank',
  },
});

const DAY_TEXT = defineText('reports', {
  monday: { en: 'Monday', de: 'Montag' },
  tuesday: { en: 'Tuesday', de: 'Dienstag' },
  wednesday: { en: 'Wednesday', de: 'Mittwoch' },
  thursday: { en: 'Thursday', de: 'Donnerstag' },
  friday: { en: 'Friday', de: 'Freitag' },
  saturday: { en: 'Saturday', de: 'Samstag' },
  sunday: { en: 'Sunday', de: 'Sonntag' },
});

/** Weekdays from Monday, as the heat-map counts them (the method note and the PDF name them). */
export const WEEKDAYS = [
  DAY_TEXT.monday,
  DAY_TEXT.tuesday,
  DAY_TEXT.wednesday,
  DAY_TEXT.thursday,
  DAY_TEXT.friday,
  DAY_TEXT.saturday,
  DAY_TEXT.sunday,
] as const;
