// The strength of a new password as the user types, by the same rule the server enforces
// (common/password-strength.ts). The rule brings zxcvbn's dictionaries (about 1.5 MB), so it is
// fetched with import() the first time a page with a new-password field needs it, never with
// the app's own code.

import { useDeferredValue, useEffect, useState } from 'react';
import type { PasswordOwner, PasswordStrength } from '../../../common/password-strength';

type StrengthRule = (password: string, owner: PasswordOwner) => PasswordStrength;

let loading: Promise<StrengthRule> | null = null;

function loadStrengthRule(): Promise<StrengthRule> {
  loading ??= import('../../../common/password-strength').then((module) => module.passwordStrength);
  // A failed download (offline) may be retried by the next page that asks.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The strength of `password` for its owner, or null while it is empty or the rule is loading.
 * Estimating a long password takes some milliseconds, so it follows the typing a step behind.
 */
export function usePasswordStrength(
  password: string,
  owner: PasswordOwner,
): PasswordStrength | null {
  const [rule, setRule] = useState<StrengthRule | null>(null);
  const deferredPassword = useDeferredValue(password);

  useEffect(() => {
    let isCurrent = true;
    loadStrengthRule()
      .then((loaded) => {
        if (isCurrent) setRule(() => loaded);
      })
      // Without the meter the form still works: the server checks the password on submit.
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!rule || !deferredPassword) return null;
  return rule(deferredPassword, owner);
}
