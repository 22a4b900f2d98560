// The password rule of sign-up, reset, activation and change-password, for the server (which
// enforces it) and the web app (which shows it as the user types). The dictionaries weigh about
// 1.5 MB, so this module is kept out of index.ts: the web app loads it with import() on the pages
// that need it, and the main bundle stays as it was.

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
/**
 * zxcvbn's 3: "safely unguessable" for an online attack that is throttled (about 10^8 guesses).
 * 'correct horse battery staple' scores 4; 'Summer2024', 'Password1!' and 'reachbase' score 0-1.
 */
export const MIN_PASSWORD_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export type PasswordStrength = {
  score: PasswordScore;
  isStrongEnough: boolean;
  /** What makes it weak ("This is a heavily used password."), when zxcvbn can tell. */
  warning: string | null;
  /** How to make it stronger. */
  suggestions: string[];
};

/** Who the password is for: their email and name are the first guesses of anyone who knows them. */
export type PasswordOwner = { email?: string; fullName?: string };

const PRODUCT_NAMES = ['reachbase', 'Reachbase'];

// Built on first use: ranking the dictionaries takes about 100 ms.
let factory: ZxcvbnFactory | null = null;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    // The estimate's cost grows with the length; beyond 100 characters nothing changes the verdict.
    maxLength: 100,
  });
  return factory;
}

function userInputs(owner: PasswordOwner): string[] {
  const inputs = [...PRODUCT_NAMES];
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    const [local, domain = ''] = email.split('@');
    inputs.push(email, local, ...local.split(/[^a-z0-9]+/), ...domain.split('.'));
  }
  const name = owner.fullName?.trim();
  if (name) inputs.push(name, ...name.split(/\s+/));
  return inputs.filter((input) => input.length >= 3);
}

/** How hard the password is to guess for someone who knows the person and the product. */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  const result = zxcvbn().check(password, userInputs(owner));
  const score = result.score as PasswordScore;
  return {
    score,
    isStrongEnough: score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

/** The rule for every new password; null when the password is acceptable, else why not. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters`;
  const email = owner.email?.trim().toLowerCase();
  const lower = password.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) {
    return 'Do not use your email address as your password';
  }
  const strength = passwordStrength(password, owner);
  if (strength.isStrongEnough) return null;
  const advice = [strength.warning, ...strength.suggestions].filter(Boolean).join(' ');
  return `This password is too easy to guess. ${advice || 'Use a few uncommon words.'}`.trim();
}
