import type { Logger } from 'pino';
import type {
  DataSourceId,
  SourceLookupBody,
  SourceLookupDto,
} from '../../../common/api/data-sources';
import { PLATFORM_NAMES, type Platform } from '../../../common/constants';
import { handleFromProfileInput } from '../../../common/profile-url';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { DataSourceAdapter } from '../../integrations/social-data/data-source';
import type { Metric, UsageService } from '../account';
import type { CreatorLock } from './creator-lock';
import { type BankCopy, findFetchedCopy } from './datasources.repository';
import { DATA_SOURCE_TEXT } from './datasources.text';
import { writeReport } from './source-bank';
import { sourceFailure } from './source-errors';
import type { SourceKeys } from './source-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

function toLookupDto(copy: BankCopy, fromBank: boolean): SourceLookupDto {
  return {
    profileId: copy.id,
    platform: copy.platform,
    username: copy.username,
    source: copy.source,
    fetchedAt: (copy.sourceFetchedAt ?? new Date()).toISOString(),
    fromBank,
  };
}

/**
 * A creator by handle or profile URL: the bank's copy while it is younger than the refresh
 * period (free), else the source's report (one `reports` of the plan), kept in the bank. Lookups
 * of one creator on one source run one at a time (createCreatorLock), so two members opening it
 * together cause one call: the second finds the first's copy.
 */
export function createSourceLookup(deps: {
  db: Database;
  lock: CreatorLock;
  keys: SourceKeys;
  refreshDays: number;
  assertAllowance: (caller: Caller, metric: Metric) => Promise<void>;
  connectedAdapter: (
    caller: Caller,
    source: DataSourceId,
    platform: Platform,
  ) => Promise<DataSourceAdapter>;
  usage: UsageService;
  logger: Logger;
}) {
  const { keys } = deps;

  /** The source named, else the cheapest connected one covering the platform. */
  async function chooseSource(caller: Caller, body: SourceLookupBody): Promise<DataSourceId> {
    if (body.source) return body.source;
    const [cheapest] = await keys.connectedFor(caller.orgId, body.platform);
    if (!cheapest) {
      throw conflict(
        DATA_SOURCE_TEXT.noSourceForPlatform({ platform: PLATFORM_NAMES[body.platform] }),
        'source',
      );
    }
    return cheapest;
  }

  return async function lookup(caller: Caller, body: SourceLookupBody): Promise<SourceLookupDto> {
    const askedAt = new Date();
    const { platform } = body;
    const handle = handleFromProfileInput(platform, body.handle);
    if (!handle) {
      throw badRequest(
        DATA_SOURCE_TEXT.notAHandle({ platform: PLATFORM_NAMES[platform] }),
        'handle',
      );
    }
    const since = new Date(askedAt.getTime() - deps.refreshDays * DAY_MS);
    const sources = body.source ? [body.source] : undefined;
    if (!body.refresh) {
      const copy = await findFetchedCopy(deps.db, { platform, handle, since, sources });
      if (copy) return toLookupDto(copy, true);
    }
    const source = await chooseSource(caller, body);
    const adapter = await deps.connectedAdapter(caller, source, platform);
    await deps.assertAllowance(caller, 'reports');

    const key = `${source}:${platform}:${handle.toLowerCase()}`;
    const fetched = await deps.lock(key, async (on) => {
      // A lookup that waited for another of the same creator finds its copy: a refresh asked
      // while one ran takes that one's answer.
      const fresh = await findFetchedCopy(on, {
        platform,
        handle,
        since: body.refresh ? askedAt : since,
        sources: [source],
      });
      if (fresh) return { copy: fresh, called: false };
      const report = await adapter.report(platform, handle).catch((error: unknown) => {
        throw sourceFailure(error, { source: adapter.name, field: 'handle', logger: deps.logger });
      });
      if (!report) {
        throw notFound(DATA_SOURCE_TEXT.creator({ handle: `@${handle}`, source: adapter.name }));
      }
      const copy = await writeReport(on, { source, platform, report, fetchedAt: new Date() });
      return { copy, called: true };
    });
    // A report is a report: counted once the source answered, never for the bank's copy.
    if (fetched.called) await deps.usage.consumeFor(caller, 'reports');
    return toLookupDto(fetched.copy, !fetched.called);
  };
}
