import { useState } from 'react';

/**
 * A control that shows the user's choice at once while the server saves it: the pending value
 * wins until `settle` is called, then the saved one shows again (the new one, or the old on failure).
 */
export function usePendingValue<T>(saved: T) {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  return {
    value: pending ? pending.value : saved,
    hold: (value: T) => setPending({ value }),
    settle: () => setPending(null),
  };
}
