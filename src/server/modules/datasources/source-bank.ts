import type { DataSourceId } from '../../../common/api/data-sources';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import type {
  ProviderReport,
  SourceSearchProfile,
} from '../../integrations/social-data/data-source';
import {
  audienceTags,
  type BankUpsert,
  toUpsertAccount,
  toUpsertPost,
  upsertBankSql,
} from '../discovery';
import {
  type AudienceRow,
  type BankCopy,
  findBankCopy,
  replaceAudience,
} from './datasources.repository';

// What a data source returns, written into the bank through discovery's one upsert (the same
// figures a YouTube fetch or a file import writes), with the source and the time it was asked.

/**
 * A search page's creators into the bank (profiles only: a search carries no posts); answers
 * their platform user ids in the source's order, each once.
 */
export async function writeSearchPage(
  db: Database,
  page: { source: DataSourceId; platform: Platform; profiles: SourceSearchProfile[] },
): Promise<string[]> {
  const profiles = new Map(
    page.profiles
      .filter((profile) => profile.platform === page.platform)
      .map((profile) => [profile.platformUserId, profile]),
  );
  if (profiles.size === 0) return [];
  await db.execute(
    upsertBankSql({
      platform: page.platform,
      source: page.source,
      fetchedAt: new Date(),
      accounts: [...profiles.values()].map(searchAccount),
      contacts: [],
      posts: [],
    }),
  );
  return [...profiles.keys()];
}

/** A listed creator: no posts to derive figures from, so the source's own, where it gave them. */
function searchAccount(profile: SourceSearchProfile) {
  const account = toUpsertAccount(profile, []);
  if (profile.engagementRate !== null) {
    account.engagementRate = Math.min(100, profile.engagementRate);
  }
  account.avgLikes = profile.avgLikes;
  account.avgViews = profile.avgViews;
  return account;
}

const DIMENSIONS = [
  ['countries', 'country'],
  ['cities', 'city'],
  ['genders', 'gender'],
  ['ages', 'age'],
  ['languages', 'language'],
  ['interests', 'interest'],
] as const;

/**
 * A creator's report into the bank in one transaction: profile, recent posts and the figures
 * derived from them, contacts, and the audience the source reported (its rows, their tags and
 * credibility; a report without audience keeps what the bank had).
 */
export async function writeReport(
  on: Database,
  write: { source: DataSourceId; platform: Platform; report: ProviderReport; fetchedAt: Date },
): Promise<BankCopy> {
  const { profile, posts, audience, contacts } = write.report;
  const account = toUpsertAccount(profile, posts);
  if (write.report.engagementRate !== null) {
    account.engagementRate = Math.min(100, write.report.engagementRate);
  }
  account.hasEmail = contacts.some((contact) => contact.kind === 'email');
  account.hasPhone = contacts.some((contact) => contact.kind === 'phone');
  const batch: BankUpsert = {
    platform: write.platform,
    source: write.source,
    fetchedAt: write.fetchedAt,
    accounts: [account],
    contacts: contacts.map((contact) => ({
      id: newId(),
      platformUserId: profile.platformUserId,
      ...contact,
    })),
    posts: posts.map((post) => toUpsertPost(profile.platformUserId, post)),
  };
  return on.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(upsertBankSql(batch));
    const copy = await findBankCopy(db, write.platform, profile.platformUserId);
    if (!copy) throw new Error('the report was not written to the bank');
    if (audience) {
      const rows: AudienceRow[] = DIMENSIONS.flatMap(([field, dimension]) =>
        audience[field].map(({ value, share }) => ({ dimension, value, share })),
      );
      await replaceAudience(db, copy.id, {
        rows,
        tags: audienceTags(rows),
        credibility: audience.credibility,
      });
    }
    return copy;
  });
}
