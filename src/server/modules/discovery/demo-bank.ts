import type { NewSocialAccount, Platform } from './discovery.tables';

/**
 * Deterministic demo profiles: profile n is always the same creator, so seeding is resumable and
 * idempotent (upserts by platform and user id) and tests can rely on the data.
 */

const PLATFORMS: Platform[] = ['instagram', 'instagram', 'tiktok', 'youtube'];
const NICHES = [
  'fashion',
  'beauty',
  'fitness',
  'food',
  'travel',
  'gaming',
  'tech',
  'parenting',
  'finance',
  'music',
];
const FIRST = [
  'Anna',
  'Lukas',
  'Sofia',
  'Mateo',
  'Emma',
  'Noah',
  'Mia',
  'Leon',
  'Aisha',
  'Kenji',
  'Chloe',
  'Diego',
  'Lea',
  'Omar',
  'Yuna',
  'Felix',
];
const LAST = [
  'Gruber',
  'Silva',
  'Rossi',
  'Kim',
  'Novak',
  'Müller',
  'Garcia',
  'Dubois',
  'Tanaka',
  'Khan',
  'Smith',
  'Jansen',
];
const PLACES: { country: string; city: string; language: string }[] = [
  { country: 'AT', city: 'Vienna', language: 'de' },
  { country: 'DE', city: 'Berlin', language: 'de' },
  { country: 'US', city: 'Los Angeles', language: 'en' },
  { country: 'US', city: 'New York', language: 'en' },
  { country: 'GB', city: 'London', language: 'en' },
  { country: 'FR', city: 'Paris', language: 'fr' },
  { country: 'ES', city: 'Madrid', language: 'es' },
  { country: 'BR', city: 'São Paulo', language: 'pt' },
  { country: 'IT', city: 'Milan', language: 'it' },
  { country: 'JP', city: 'Tokyo', language: 'ja' },
  { country: 'IN', city: 'Mumbai', language: 'hi' },
  { country: 'MX', city: 'Mexico City', language: 'es' },
];

/** mulberry32: a tiny, well-distributed seeded PRNG; one stream per profile index. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)];

export function demoProfile(index: number): NewSocialAccount {
  const next = random(index * 2654435761 + 17);
  const platform = PLATFORMS[index % PLATFORMS.length];
  const first = pick(next, FIRST);
  const last = pick(next, LAST);
  const niche = pick(next, NICHES);
  const place = pick(next, PLACES);
  // Long-tailed audience: most creators are small, a few are huge (Pareto, alpha ~ 1.1).
  const followers = Math.min(250_000_000, Math.round(1_000 / (1 - next()) ** (1 / 1.1)));
  // Engagement falls with size, as it does on real platforms.
  const engagementRate =
    Math.round((0.12 / Math.log10(followers + 10)) * (0.5 + next()) * 10_000) / 100;
  const avgLikes = Math.round((followers * engagementRate) / 100);
  const username = `${first}.${last}.${niche}${index}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9._]/g, '');
  return {
    platform,
    platformUserId: `demo-${index}`,
    username,
    fullName: `${first} ${last}`,
    bio: `${niche[0].toUpperCase()}${niche.slice(1)} creator from ${place.city}. Demo profile.`,
    followers,
    following: Math.round(100 + next() * 1_500),
    postsCount: Math.round(20 + next() * 2_000),
    engagementRate,
    avgLikes,
    avgComments: Math.round(avgLikes * (0.01 + next() * 0.04)),
    avgViews:
      platform === 'instagram'
        ? Math.round(avgLikes * 4)
        : Math.round(followers * (0.1 + next() * 0.5)),
    country: place.country,
    city: place.city,
    language: place.language,
    gender: next() < 0.55 ? 'female' : 'male',
    categories: [niche],
    isVerified: followers > 1_000_000 && next() < 0.6,
    hasEmail: next() < 0.4,
    hasPhone: next() < 0.1,
    isDemo: true,
  };
}
