import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../common/constants';

// sonner reads its colours from these variables; pointing them at the theme brands the toasts.
const themedToastColors = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-text': 'var(--color-text-dark)',
  '--normal-border': 'color-mix(in oklab, var(--color-text-dark) 12%, transparent)',
} as CSSProperties;

export function AppToaster() {
  return (
    <Toaster
      position="bottom-left"
      visibleToasts={MAX_VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      style={themedToastColors}
    />
  );
}
