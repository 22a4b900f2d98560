import type { SignupSource } from '../account';

/**
 * Deal-site codes have the shape RB-DEAL-XXXXXXXX (eight uppercase letters or digits) and each
 * can be redeemed once. Any code of that shape is accepted: the deal site does not share its
 * issued codes with us yet, so the shape plus single use is the whole check.
 */
export const DEAL_CODE_PATTERN = /^RB-DEAL-[A-Z0-9]{8}$/;

/** The deal-site tier a redeemed code grants (a lifetime plan from the catalogue). */
export const DEAL_PLAN = 'impulzeai_tier1';

/** SPEC 1: this referral marks a sign-up from the partner program. */
export const PARTNER_REFERRAL = 'voiceOfCrypto';

export type DealRedemption = { code: string; plan: string; redeemedAt: string };

export type SignupOrigin = {
  source: SignupSource;
  plan: string;
  referredBy: string | null;
  /** Stored as the organization's `appsumo` (SPEC 3 orgInfo). */
  appsumo: DealRedemption | null;
};

export function normalizeDealCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * SPEC 1: a redeemed deal code makes a deal-site sign-up, the partner referral a partner sign-up,
 * anything else the product's own. A deal wins over a referral; the referral is kept either way.
 */
export function classifySignup(
  input: { dealCode?: string; referral?: string },
  now: Date = new Date(),
): SignupOrigin {
  const referral = input.referral?.trim() || null;
  const isPartner = referral?.toLowerCase() === PARTNER_REFERRAL.toLowerCase();
  const referredBy = isPartner ? PARTNER_REFERRAL : referral;
  if (input.dealCode) {
    const code = normalizeDealCode(input.dealCode);
    return {
      source: 'deal',
      plan: DEAL_PLAN,
      referredBy,
      appsumo: { code, plan: DEAL_PLAN, redeemedAt: now.toISOString() },
    };
  }
  return { source: isPartner ? 'partner' : 'product', plan: 'free', referredBy, appsumo: null };
}

/** The workspace a new owner starts with, named after them: "Ana's workspace". */
export function workspaceName(fullName: string): string {
  const firstName = fullName.trim().split(/\s+/)[0];
  return firstName ? `${firstName}'s workspace` : 'My workspace';
}
