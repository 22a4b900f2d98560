import { beforeEach, describe, expect, it } from 'vitest';
import { BOOT_OVERLAY_ID, isLoadingOverlayVisible, removeBootOverlay } from './boot-overlay';
import { INITIAL_UI_STATE, useUiStore } from './ui-store';

beforeEach(() => {
  useUiStore.setState(INITIAL_UI_STATE);
});

const visible = () => isLoadingOverlayVisible(useUiStore.getState());

describe('the loading overlay flag', () => {
  it('stays off while the white-label check runs, though the app boots loading', () => {
    expect(useUiStore.getState().loading).toBe(true);
    expect(visible()).toBe(false);
  });

  it('comes on with the host branding once the check has answered, and off when loading ends', () => {
    useUiStore.getState().completeWhiteLabelCheck({
      agencyName: 'Acme Agency',
      favicon: 'https://cdn.example/fav.png',
      logo: null,
      logoChangedAt: null,
      colors: {},
    });
    expect(visible()).toBe(true);
    useUiStore.getState().setLoading(false);
    expect(visible()).toBe(false);
  });

  it('also comes on after a failed check, with the default branding', () => {
    useUiStore.getState().failWhiteLabelCheck();
    expect(visible()).toBe(true);
  });
});

describe('removeBootOverlay', () => {
  it("removes index.html's boot cover, and does nothing once it is gone", () => {
    const page = new Map([[BOOT_OVERLAY_ID, { remove: () => page.delete(BOOT_OVERLAY_ID) }]]);
    const doc = { getElementById: (id: string) => (page.get(id) ?? null) as HTMLElement | null };
    removeBootOverlay(doc);
    expect(page.has(BOOT_OVERLAY_ID)).toBe(false);
    expect(() => removeBootOverlay(doc)).not.toThrow();
  });
});
