import { newId } from '../../../db/ids';
import type { BankBatch } from '../discovery.repository';
import { demoPosts, demoSnapshots } from './history';
import { demoCreator } from './profile';

export type DemoHistoryOptions = {
  /** Recent posts per profile (0 for big benchmark seeds). */
  postsPerProfile: number;
  /** Weekly follower snapshots per profile (0 for big benchmark seeds). */
  snapshotWeeks: number;
  /** The day demo dates count back from. */
  asOf: Date;
};

/**
 * Demo profiles [from, to) with their children, ids given here (UUIDv7) so the audience, posts,
 * snapshots and contacts go to the database in the same statement as their profiles.
 */
export function demoBatch(from: number, to: number, options: DemoHistoryOptions): BankBatch {
  const batch: BankBatch = { accounts: [], audience: [], contacts: [], posts: [], snapshots: [] };
  for (let index = from; index < to; index++) {
    const creator = demoCreator(index, options.asOf);
    const accountId = newId();
    batch.accounts.push({ id: accountId, ...creator.account });
    for (const share of creator.audience) batch.audience.push({ accountId, ...share });
    for (const contact of creator.contacts)
      batch.contacts.push({ id: newId(), accountId, ...contact });
    for (const post of demoPosts(creator, options.postsPerProfile)) {
      batch.posts.push({ id: newId(), accountId, ...post });
    }
    for (const snapshot of demoSnapshots(creator, options.snapshotWeeks)) {
      batch.snapshots.push({ accountId, ...snapshot });
    }
  }
  return batch;
}
