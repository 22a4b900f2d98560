import type { Platform } from '../../../common/constants';
import {
  type DemoCreator,
  type DemoPost,
  demoCreator,
  demoPosts,
} from '../../modules/discovery/demo-bank';

// Test-only: the creators the data-source stand-ins (Modash, InsightIQ, Instagram) know, the same
// ones in each, built from the demo generator so they look real. Their ids and handles start far
// beyond any seeded demo bank, so a fetched creator is never mistaken for a demo row.

const FIRST_INDEX = 90_000_000;
const RECENT_POSTS = 12;
/** Fixed so every run and every stand-in sees the same figures. */
const AS_OF = new Date('2026-11-01T00:00:00Z');

/** A recent post of a stand-in creator. */
export type StandInPost = DemoPost;

export type StandInCreator = {
  /** The vendor's own id for the creator (stable, unlike the handle). */
  id: string;
  platform: Platform;
  username: string;
  creator: DemoCreator;
  /** Newest first. */
  posts: DemoPost[];
};

const catalogue = new Map<number, StandInCreator[]>();

/** The first `count` creators of the catalogue on every platform, in a fixed order. */
export function standInCreators(count = 300): StandInCreator[] {
  const known = catalogue.get(count);
  if (known) return known;
  const creators = Array.from({ length: count }, (_, i) => {
    const creator = demoCreator(FIRST_INDEX + i, AS_OF);
    return {
      id: `sv${FIRST_INDEX + i}`,
      platform: creator.account.platform,
      username: `${creator.account.username}.sv${i}`,
      creator,
      posts: demoPosts(creator, RECENT_POSTS),
    };
  });
  catalogue.set(count, creators);
  return creators;
}

/** A creator by the vendor's id or handle ('@name' or 'name'), on one platform. */
export function findStandInCreator(
  platform: Platform,
  idOrHandle: string,
  count?: number,
): StandInCreator | null {
  const handle = idOrHandle.trim().replace(/^@/, '').toLowerCase();
  return (
    standInCreators(count).find(
      (c) => c.platform === platform && (c.id === idOrHandle || c.username === handle),
    ) ?? null
  );
}
