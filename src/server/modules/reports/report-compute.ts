import { profileUrl } from '../../../common/profile-url';
import { computeActivity } from './report-compute-activity';
import { computeAudience } from './report-compute-audience';
import { computeContent } from './report-compute-content';
import { computeGrowth } from './report-compute-growth';
import { computeOverview } from './report-compute-overview';
import { computeValue } from './report-compute-value';
import type { ReportInput } from './report-input';
import type { StoredReportData } from './report-snapshot';

export const SIMILAR_TOP = 6;

/**
 * The audit report of one profile (issue #7), computed from plain data with no I/O: the job
 * feeds it from the bank, the test report from a fixture, the benchmark times it. `now` is the
 * report's date. Its notes are kept as key and parts, said in the reader's language when read
 * (reportDataIn).
 */
export function computeReport(input: ReportInput, now: Date): StoredReportData {
  const { account, posts, snapshots, audience, audienceSource, peers } = input;
  return {
    computedAt: now.toISOString(),
    profile: {
      accountId: account.id,
      platform: account.platform,
      username: account.username,
      fullName: account.fullName,
      bio: account.bio,
      avatarUrl: account.avatarUrl,
      url: profileUrl(account.platform, account.username),
      country: account.country,
      city: account.city,
      language: account.language,
      categories: account.categories,
      isVerified: account.isVerified,
      accountType: account.accountType,
      isDemo: account.isDemo,
      // Kept with the report: a later refresh of the profile must not relabel these figures.
      source: account.source,
      sourceFetchedAt: account.sourceFetchedAt?.toISOString() ?? null,
    },
    overview: computeOverview(account, peers),
    growth: computeGrowth(snapshots),
    activity: computeActivity(posts),
    content: computeContent(posts, account.followers),
    audience: computeAudience({ account, posts, snapshots, audience, audienceSource }),
    value: computeValue(account, peers),
    similar: input.similar.slice(0, SIMILAR_TOP),
  };
}
