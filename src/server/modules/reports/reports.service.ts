import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReportsQuery } from '../../../common/api/reports';
import type { AuditReport, PublicAuditReport } from '../../../common/audit-report';
import { AUDIT_REPORT_TIMEOUT_MS } from '../../../common/constants';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events';
import type { Caller } from '../../http/access';
import { AppError, conflict, notFound, serviceUnavailable } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { THING } from '../../http/things.text';
import type { JobContext, JobDefinition, JobQueue } from '../../jobs/queue';
import type { UsageService } from '../account';
import type { SearchService } from '../discovery';
import type { Branding, BrandingService } from '../whitelabel';
import { DEFAULT_REPORT_BRAND, type ReportBrand } from './pdf/brand';
import { renderReportPdf } from './pdf/report-pdf';
import { computeReport, SIMILAR_TOP } from './report-compute';
import { sizeBandOf } from './report-compute-overview';
import type {
  ConnectedAudience,
  PeerStats,
  ReportAccount,
  ReportSimilarInput,
} from './report-input';
import { isoDay } from './report-math';
import { reportDataIn, type StoredReportData } from './report-snapshot';
import { toPublicReportDto, toReportDto, toReportSummaryDto } from './reports.dto';
import { createReportsRepository } from './reports.repository';
import type { AuditReportRow } from './reports.tables';
import { REPORT_TEXT } from './reports.text';
import { TEST_REPORT_DATE, TEST_REPORT_INPUT } from './test-report.fixture';

export const COMPUTE_JOB = 'reports.compute';
export type ComputeJob = { orgId: string; reportId: string };
/** Fails reports left pending by a worker that died or a job that expired, and gives them back. */
export const FAIL_ABANDONED_JOB = 'reports.fail-abandoned';
const FAIL_ABANDONED_CRON = '*/10 * * * *';
/** Far beyond the job's own expiry (120 s) and the request's wait (100 s). */
export const ABANDONED_AFTER_MS = 10 * 60_000;

/** How often a waiting PUT looks at its report, and how long before the route's 100 s it gives up. */
const POLL_MS = 200;
const WAIT_MARGIN_MS = 5_000;
/**
 * Peer quartiles are cached per (platform, size band) for an hour: a band can hold a million
 * creators, and that scan must not run per report; an hour-old median is as good as a fresh one.
 * Small bands are cheap to scan and still filling (a bank being seeded or imported), so they are
 * read fresh each time rather than frozen at a handful of creators.
 */
const PEERS_TTL_MS = 3_600_000;
const PEERS_CACHE_MIN_COUNT = 10_000;
const SAMPLE_TTL_MS = 5 * 60_000;

/** Readable reasons a report could not be computed, kept on the failed report. */
export const FAILURE = {
  notInBank: 'The profile is no longer in the profile bank',
  failed: 'The report could not be computed',
  abandoned: 'The report was not finished in time; it was not counted against the plan',
} as const;

export type PdfFile = { body: Buffer; fileName: string };

export type ReportsDeps = {
  db: Database;
  /** Where a report's bank reads (posts, history, audience, peers) go: a read replica. Default: `db`. */
  bankDb?: Database;
  usage: UsageService;
  search: Pick<SearchService, 'lookalikes'>;
  /** The organization's white-label: its PDFs, its public pages and where its links point. */
  branding: Pick<
    BrandingService,
    'brandingForOrg' | 'brandingForHost' | 'logoImage' | 'appUrlForOrg'
  >;
  jobs: () => JobQueue | null;
  /**
   * The follower breakdown of the organization's creator behind this bank account, read from
   * their connected account (connect module); it wins over the bank's estimate.
   */
  connectedAudience?: (orgId: string, accountId: string) => Promise<ConnectedAudience | null>;
  /** How long a PUT waits for its report before answering 202 (default: the route timeout less a margin). */
  waitMs?: number;
};

/**
 * Audit reports (issue #7): a PUT spends one `reports` unit, stores a pending report and lets the
 * `reports.compute` job fill it, waiting for it up to the route's timeout. Reports are dated
 * snapshots: once ready, `data` never changes. Every method takes the caller's org; another
 * organization's id is answered 404 like a missing one.
 */
export function createReportsService(deps: ReportsDeps) {
  const repository = createReportsRepository(deps.db);
  const bank = deps.bankDb ? createReportsRepository(deps.bankDb) : repository;
  const waitMs = deps.waitMs ?? AUDIT_REPORT_TIMEOUT_MS - WAIT_MARGIN_MS;
  const peersCache = new Map<string, { stats: Promise<PeerStats>; expiresAt: number }>();

  function peersOf(account: ReportAccount): Promise<PeerStats> {
    const band = sizeBandOf(account.followers);
    const key = `${account.platform}:${band.min}`;
    const cached = peersCache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.stats;
    const stats = bank.peerStats(account.platform, band);
    peersCache.set(key, { stats, expiresAt: Date.now() + PEERS_TTL_MS });
    const forget = () => {
      if (peersCache.get(key)?.stats === stats) peersCache.delete(key);
    };
    stats.then((peers) => peers.count < PEERS_CACHE_MIN_COUNT && forget(), forget);
    return stats;
  }

  async function similarTo(account: ReportAccount): Promise<ReportSimilarInput[]> {
    const rows = await deps.search.lookalikes(account.platform, account.username, SIMILAR_TOP);
    return rows.map((row) => ({
      accountId: row._id,
      platform: row.platform,
      username: row.platform_username,
      fullName: row.fullName,
      avatarUrl: row.avatarUrl,
      followers: row.followers,
      engagementRate: row.engagementRate,
    }));
  }

  /** Reads everything a report needs from the bank and computes it (the job's work). */
  async function reportOf(
    account: ReportAccount,
    now = new Date(),
    connected: ConnectedAudience | null = null,
  ): Promise<StoredReportData> {
    const [posts, snapshots, estimated, peers, similar] = await Promise.all([
      bank.postsOf(account.id),
      bank.snapshotsOf(account.id),
      bank.audienceOf(account.id),
      peersOf(account),
      similarTo(account),
    ]);
    // The platform's own figures replace the estimate for every kind it gives (not languages).
    const given = new Set(connected?.rows.map((row) => row.dimension));
    const audience = connected?.rows.length
      ? [...connected.rows, ...estimated.filter((row) => !given.has(row.dimension))]
      : estimated;
    const audienceSource = connected?.rows.length
      ? { provider: connected.provider, asOf: connected.asOf }
      : undefined;
    return computeReport(
      { account, posts, snapshots, audience, audienceSource, peers, similar },
      now,
    );
  }

  async function getReportOrThrow(orgId: string, reportId: string): Promise<AuditReportRow> {
    const row = await repository.findReport(orgId, reportId);
    if (!row) throw notFound(THING.report, reportId);
    return row;
  }

  /** Which bank profile an id names: a tracked profile of the org first, else a bank account. */
  async function resolveProfile(orgId: string, id: string) {
    const tracked = await repository.findTracked(orgId, id);
    const account = await repository.findAccount(tracked?.accountId ?? id);
    if (!account) throw notFound(THING.profile, id);
    const profileId = tracked?.id ?? (await repository.trackedByAccount(orgId, account.id));
    return { account, profileId };
  }

  /** The job: fills a pending report; a failure leaves it failed and gives the unit back. */
  async function compute(job: ComputeJob, context?: JobContext): Promise<void> {
    const report = await repository.findReport(job.orgId, job.reportId);
    if (report?.state !== 'pending') return;
    let data: StoredReportData | null = null;
    let failureReason: string = FAILURE.notInBank;
    try {
      const account = report.accountId ? await repository.findAccount(report.accountId) : null;
      if (account) {
        const connected = (await deps.connectedAudience?.(job.orgId, account.id)) ?? null;
        data = await reportOf(account, new Date(), connected);
      }
    } catch (error) {
      context?.logger.error({ err: error, reportId: report.id }, 'audit report failed');
      failureReason = FAILURE.failed;
    }
    const about = { reportId: report.id, username: report.username, platform: report.platform };
    // The state and its event commit together: a notification never tells of a report that is
    // not ready, and a ready report is never left without one.
    const completed = await deps.db.transaction(async (tx) => {
      const done = await createReportsRepository(tx).completePending(
        job.orgId,
        report.id,
        data
          ? { state: 'ready', data, completedAt: new Date() }
          : { state: 'failed', failureReason, completedAt: new Date() },
      );
      if (done && data) await recordEvent(tx, job.orgId, 'report.ready', about);
      if (done && !data) {
        await recordEvent(tx, job.orgId, 'report.failed', { ...about, reason: failureReason });
      }
      return done;
    });
    if (completed && !data) await deps.usage.release(job.orgId, 'reports');
  }

  /** Every report pending since before the cut-off becomes failed and its unit is given back. */
  async function failAbandoned(now = new Date()): Promise<number> {
    const cutOff = new Date(now.getTime() - ABANDONED_AFTER_MS);
    const orgIds = await repository.failPendingBefore(cutOff, FAILURE.abandoned);
    for (const orgId of orgIds) await deps.usage.release(orgId, 'reports');
    return orgIds.length;
  }

  /** Polls the report until it is ready or failed, or the wait runs out. */
  async function waitFor(orgId: string, reportId: string): Promise<AuditReportRow> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await getReportOrThrow(orgId, reportId);
      if (row.state !== 'pending' || Date.now() + POLL_MS > deadline) return row;
      await sleep(POLL_MS);
    }
  }

  /** Where the caller's organization shares pages: its verified domain, else ours. */
  const appUrlOf = (caller: Caller) => deps.branding.appUrlForOrg(caller.orgId);

  /**
   * The PDF wears the brand of the organization that made the report; the sample wears the brand
   * of the agency whose domain it is opened on, and the test report ours.
   */
  async function brandOf(
    source: { orgId: string } | { host: string | undefined } | null,
  ): Promise<ReportBrand> {
    if (!source) return DEFAULT_REPORT_BRAND;
    const branding =
      'orgId' in source
        ? await deps.branding.brandingForOrg(source.orgId)
        : await deps.branding.brandingForHost(source.host);
    return reportBrandOf(branding);
  }

  async function reportBrandOf(branding: Branding): Promise<ReportBrand> {
    if (!branding.agencyName && !branding.logo && !branding.colors) return DEFAULT_REPORT_BRAND;
    const colors = DEFAULT_REPORT_BRAND.colors;
    return {
      name: branding.agencyName ?? DEFAULT_REPORT_BRAND.name,
      logo: await deps.branding.logoImage(branding),
      colors: {
        ...colors,
        primary: branding.colors?.primary ?? colors.primary,
        secondary: branding.colors?.secondary ?? colors.secondary,
        text: branding.colors?.textDark ?? colors.text,
      },
    };
  }

  async function pdfOf(
    data: StoredReportData,
    brandSource: Parameters<typeof brandOf>[0],
    locale: Locale,
  ): Promise<PdfFile> {
    const body = await renderReportPdf(data, await brandOf(brandSource), locale);
    const day = isoDay(new Date(data.computedAt));
    return { body, fileName: `report-${data.profile.username}-${day}.pdf` };
  }

  function readyData(row: AuditReportRow): StoredReportData {
    if (row.state !== 'ready' || !row.data) {
      throw conflict(row.state === 'failed' ? REPORT_TEXT.failed : REPORT_TEXT.notReady, 'state');
    }
    return row.data;
  }

  /** A report computed on the spot, never stored (sample and test report). */
  function unstoredReport(
    kind: 'sample' | 'test',
    data: StoredReportData,
    locale: Locale,
  ): AuditReport {
    return {
      _id: kind,
      profileId: null,
      accountId: data.profile.accountId,
      platform: data.profile.platform,
      username: data.profile.username,
      state: 'ready',
      failureReason: null,
      createdAt: data.computedAt,
      completedAt: data.computedAt,
      publicUrl: null,
      shareEnabled: false,
      data: reportDataIn(data, locale),
    };
  }

  /**
   * The sample is public and needs no login, so one computation serves every caller for a few
   * minutes (in memory, never stored); without demo data nothing is kept and the next call looks again.
   */
  let sample: { data: Promise<StoredReportData>; expiresAt: number } | null = null;
  function sampleData(): Promise<StoredReportData> {
    if (sample && sample.expiresAt > Date.now()) return sample.data;
    const data = repository.sampleAccount().then((account) => {
      if (!account) throw new AppError('NotFound', 404, REPORT_TEXT.noSample);
      return reportOf(account);
    });
    sample = { data, expiresAt: Date.now() + SAMPLE_TTL_MS };
    data.catch(() => {
      if (sample?.data === data) sample = null;
    });
    return data;
  }

  const testData = () => computeReport(TEST_REPORT_INPUT, TEST_REPORT_DATE);

  return {
    compute,
    /** The whole computation as the job runs it (DB reads + compute), for the benchmark. */
    reportOf,

    /**
     * Spends one `reports` (423 LimitExceeded / EmailNotVerified, nothing stored), stores a
     * pending report, queues the computation and waits for it. `waited.state` is pending when
     * the wait ran out (the client polls GET auditReport/{reportId}).
     */
    async create(caller: Caller, id: string): Promise<AuditReport> {
      const { account, profileId } = await resolveProfile(caller.orgId, id);
      const jobs = deps.jobs();
      if (!jobs) throw serviceUnavailable(ERROR_TEXT.jobsNotRunning);
      await deps.usage.consumeFor(caller, 'reports');
      let report: AuditReportRow;
      try {
        report = await repository.insertReport({
          orgId: caller.orgId,
          accountId: account.id,
          profileId,
          platform: account.platform,
          username: account.username,
          state: 'pending',
          createdBy: caller.userId,
        });
        await jobs.send(
          COMPUTE_JOB,
          { orgId: caller.orgId, reportId: report.id } satisfies ComputeJob,
          {
            singletonKey: report.id,
          },
        );
      } catch (error) {
        await deps.usage.release(caller.orgId, 'reports');
        throw error;
      }
      return toReportDto(
        await waitFor(caller.orgId, report.id),
        await appUrlOf(caller),
        caller.locale,
      );
    },

    async newestOf(caller: Caller, id: string): Promise<AuditReport> {
      const row = await repository.newestOf(caller.orgId, id);
      if (!row) throw notFound(THING.report, id);
      return toReportDto(row, await appUrlOf(caller), caller.locale);
    },

    async list(caller: Caller, query: ReportsQuery) {
      const { rows, total } = await repository.listReports(
        caller.orgId,
        { profileId: query.profileId, accountId: query.accountId },
        query,
      );
      const appUrl = await appUrlOf(caller);
      return { reports: rows.map((row) => toReportSummaryDto(row, appUrl)), total };
    },

    /** For the dashboard: reports finished since a moment, to open or send on. */
    async readySince(caller: Caller, since: Date, limit: number) {
      const { rows, total } = await repository.readySince(caller.orgId, since, limit);
      const appUrl = await appUrlOf(caller);
      return { total, items: rows.map((row) => toReportSummaryDto(row, appUrl)) };
    },

    async get(caller: Caller, reportId: string): Promise<AuditReport> {
      return toReportDto(
        await getReportOrThrow(caller.orgId, reportId),
        await appUrlOf(caller),
        caller.locale,
      );
    },

    /** 409 while pending or failed. */
    async pdf(caller: Caller, reportId: string): Promise<PdfFile> {
      return pdfOf(
        readyData(await getReportOrThrow(caller.orgId, reportId)),
        { orgId: caller.orgId },
        caller.locale ?? 'en',
      );
    },

    /** On: a random token (144 bits) made once and kept; off: the public link is 404 at once. */
    async share(caller: Caller, reportId: string, enabled: boolean): Promise<AuditReport> {
      const row = await getReportOrThrow(caller.orgId, reportId);
      const patch = enabled
        ? {
            publicToken: row.publicToken ?? randomBytes(18).toString('base64url'),
            shareDisabledAt: null,
          }
        : { shareDisabledAt: row.shareDisabledAt ?? new Date() };
      const updated = await repository.updateReport(caller.orgId, row.id, patch);
      if (!updated) throw notFound(THING.report, reportId);
      return toReportDto(updated, await appUrlOf(caller), caller.locale);
    },

    async remove(caller: Caller, reportId: string): Promise<void> {
      if (!(await repository.deleteReport(caller.orgId, reportId))) {
        throw notFound(THING.report, reportId);
      }
    },

    /** A shared report; 404 when unknown or sharing is off. No ids of ours leave with it. */
    async shared(
      token: string,
      locale: Locale,
    ): Promise<PublicAuditReport & { branding: Branding }> {
      const row = await repository.findShared(token);
      if (row?.state !== 'ready') throw notFound(THING.report);
      const [appUrl, branding] = await Promise.all([
        deps.branding.appUrlForOrg(row.orgId),
        deps.branding.brandingForOrg(row.orgId),
      ]);
      return { ...toPublicReportDto(row, appUrl, locale), branding };
    },

    async sharedPdf(token: string, locale: Locale): Promise<PdfFile> {
      const row = await repository.findShared(token);
      if (row?.state !== 'ready' || !row.data) throw notFound(THING.report, token);
      return pdfOf(row.data, { orgId: row.orgId }, locale);
    },

    async sample(locale: Locale): Promise<AuditReport> {
      return unstoredReport('sample', await sampleData(), locale);
    },

    /** `host`: the sample opened on an agency's verified domain wears that agency's brand. */
    async samplePdf(host: string | undefined, locale: Locale): Promise<PdfFile> {
      return pdfOf(await sampleData(), { host }, locale);
    },

    test(locale: Locale): AuditReport {
      return unstoredReport('test', testData(), locale);
    },

    testPdf(locale: Locale): Promise<PdfFile> {
      return pdfOf(testData(), null, locale);
    },

    failAbandoned,

    jobDefinitions(): JobDefinition[] {
      const computeJob: JobDefinition<ComputeJob> = {
        name: COMPUTE_JOB,
        handle: (data, context) => compute(data, context),
        // The job records its own failure; a retry would only make the waiting request later.
        queue: { retryLimit: 0, expireInSeconds: 120 },
      };
      const sweepJob: JobDefinition = {
        name: FAIL_ABANDONED_JOB,
        schedule: { cron: FAIL_ABANDONED_CRON },
        handle: async (_data, context) => {
          const failed = await failAbandoned();
          if (failed > 0) context.logger.warn({ failed }, 'abandoned audit reports failed');
          return { failed };
        },
      };
      return [computeJob as JobDefinition, sweepJob];
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
