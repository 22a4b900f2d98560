import type { AuditReportData } from '../../../common/audit-report';
import type { Locale } from '../../../common/locales';
import { legacyText } from '../../http/i18n/stored-english';
import { type Message, readStoredText, type StoredText, storeText } from '../../http/i18n/text';

/**
 * A sentence the report wrote when it was computed (a method note, a signal's detail), as its
 * snapshot keeps it: key and parts, said in the reader's language when read. Snapshots stored
 * before notes were kept by key hold the English sentence itself.
 */
export type StoredNote = StoredText | string;

type Audience = AuditReportData['audience'];
type Signal = Audience['credibility']['signals'][number];
type WithNote<Section> = Omit<Section, 'method'> & { method: StoredNote };

export type StoredSignal = Omit<Signal, 'detail'> & { detail: StoredNote };
export type StoredAudience = Omit<Audience, 'method' | 'credibility'> & {
  method: StoredNote;
  credibility: { score: Audience['credibility']['score']; signals: StoredSignal[] };
};

type Profile = AuditReportData['profile'];
/** Snapshots stored before issue 59 have no source: they knew only whether it was demo data. */
export type StoredProfile = Omit<Profile, 'source' | 'sourceFetchedAt'> &
  Partial<Pick<Profile, 'source' | 'sourceFetchedAt'>>;

/** A report as computed and stored (`audit_reports.data`): AuditReportData with stored notes. */
export type StoredReportData = Omit<
  AuditReportData,
  'profile' | 'overview' | 'growth' | 'activity' | 'content' | 'audience' | 'value'
> & {
  profile: StoredProfile;
  overview: WithNote<AuditReportData['overview']>;
  growth: WithNote<AuditReportData['growth']>;
  activity: WithNote<AuditReportData['activity']>;
  content: WithNote<AuditReportData['content']>;
  audience: StoredAudience;
  value: WithNote<AuditReportData['value']>;
};

/** A note to keep in the snapshot. */
export const note = (message: Message): StoredNote => storeText(message);

export function noteIn(stored: StoredNote, locale: Locale): string {
  const message = typeof stored === 'string' ? legacyText(stored) : readStoredText(stored);
  return message.in(locale);
}

/**
 * The stored report with its notes and signal details in the reader's language, and its source
 * (what an older snapshot can tell of it).
 */
export function reportDataIn(data: StoredReportData, locale: Locale): AuditReportData {
  const say = (stored: StoredNote) => noteIn(stored, locale);
  const { profile, overview, growth, activity, content, audience, value } = data;
  return {
    ...data,
    profile: {
      ...profile,
      source: profile.source ?? (profile.isDemo ? 'demo' : null),
      sourceFetchedAt: profile.sourceFetchedAt ?? null,
    },
    overview: { ...overview, method: say(overview.method) },
    growth: { ...growth, method: say(growth.method) },
    activity: { ...activity, method: say(activity.method) },
    content: { ...content, method: say(content.method) },
    audience: {
      ...audience,
      method: say(audience.method),
      credibility: {
        ...audience.credibility,
        signals: audience.credibility.signals.map((s) => ({ ...s, detail: say(s.detail) })),
      },
    },
    value: { ...value, method: say(value.method) },
  };
}
