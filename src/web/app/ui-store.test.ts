import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_UI_STATE, useUiStore } from './ui-store';

beforeEach(() => {
  vi.useFakeTimers();
  useUiStore.setState(INITIAL_UI_STATE);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ui store', () => {
  it('starts with the SPEC defaults', () => {
    const state = useUiStore.getState();
    expect(state.verifiedEmailMsg).toBe(true);
    expect(state.showOfferBanner).toBe(true);
    expect(state.listConfig.hideEmptyList).toBe(true);
    expect(state.checkWhiteLabel).toBe(false);
  });

  it('keeps the upgrade field for 1000 ms after the popup closes, then clears it', () => {
    const store = useUiStore.getState();
    store.openUpgradePopup('searchCount', 'Search limit reached');
    store.closeUpgradePopup();

    expect(useUiStore.getState().upgradePopup).toBe(false);
    vi.advanceTimersByTime(999);
    expect(useUiStore.getState().upgradeField).toBe('searchCount');
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().upgradeField).toBeNull();
    expect(useUiStore.getState().upgradeMessage).toBeNull();
  });

  it('does not clear the field of an upgrade popup reopened within that second', () => {
    const store = useUiStore.getState();
    store.openUpgradePopup('searchCount', null);
    store.closeUpgradePopup();
    vi.advanceTimersByTime(500);
    store.openUpgradePopup('reports', null);
    vi.advanceTimersByTime(1000);

    expect(useUiStore.getState()).toMatchObject({ upgradePopup: true, upgradeField: 'reports' });
  });

  it('resets user state on logout but keeps the branding found for this host', () => {
    const store = useUiStore.getState();
    store.completeWhiteLabelCheck({
      agencyName: 'Acme Agency',
      favicon: 'https://cdn.example/fav.png',
      logo: null,
      logoChangedAt: null,
      colors: { primary: '#ff0066' },
    });
    store.openVerifyEmailPopup();
    store.setFlag('showOfferBanner', false);
    store.setListConfig({ hideEmptyList: false });

    useUiStore.getState().resetUserState();

    expect(useUiStore.getState()).toMatchObject({
      agencyName: 'Acme Agency',
      colors: { primary: '#ff0066' },
      checkWhiteLabel: true,
      verifyEmailPopup: false,
      showOfferBanner: true,
      listConfig: { hideEmptyList: true },
    });
  });

  it('falls back to the default branding when the white-label check fails', () => {
    useUiStore.getState().failWhiteLabelCheck();
    expect(useUiStore.getState()).toMatchObject({
      checkWhiteLabel: true,
      checkDomainError: true,
      agencyName: null,
    });
  });

  describe('a public page wearing the brand of the agency that shared it', () => {
    const agency = {
      agencyName: 'Northwind Agency',
      favicon: '/f.png',
      logo: '/l.png',
      logoChangedAt: '2026-11-01T00:00:00.000Z',
      colors: { primary: '#123456' },
    };
    const host = { ...agency, agencyName: 'Host Agency', colors: { primary: '#654321' } };

    it('takes the brand on and gives the host its own back when the page is left', () => {
      const store = useUiStore.getState();
      store.completeWhiteLabelCheck(host);
      store.wearPageBranding(agency);
      expect(useUiStore.getState().agencyName).toBe('Northwind Agency');
      expect(useUiStore.getState().colors).toEqual({ primary: '#123456' });

      store.takeOffPageBranding();
      expect(useUiStore.getState().agencyName).toBe('Host Agency');
      expect(useUiStore.getState().colors).toEqual({ primary: '#654321' });
      expect(useUiStore.getState().hostBranding).toBeNull();
    });

    it("puts a signed-in member's organization brand over the host's, under a page's, until logout", () => {
      const store = useUiStore.getState();
      const own = { ...agency, agencyName: 'Own Agency', colors: { primary: '#0b6e4f' } };
      store.completeWhiteLabelCheck(host);
      store.setMemberBranding(own);
      expect(useUiStore.getState().agencyName).toBe('Own Agency');

      store.wearPageBranding(agency);
      expect(useUiStore.getState().agencyName).toBe('Northwind Agency');
      store.takeOffPageBranding();
      expect(useUiStore.getState().colors).toEqual({ primary: '#0b6e4f' });

      store.resetUserState();
      expect(useUiStore.getState().agencyName).toBe('Host Agency');
      expect(useUiStore.getState().memberBranding).toBeNull();
    });

    it('keeps the page brand when the white-label check ends after the page loaded', () => {
      const store = useUiStore.getState();
      store.wearPageBranding(agency);
      store.completeWhiteLabelCheck(host);
      expect(useUiStore.getState().agencyName).toBe('Northwind Agency');
      expect(useUiStore.getState().checkWhiteLabel).toBe(true);

      store.takeOffPageBranding();
      expect(useUiStore.getState().agencyName).toBe('Host Agency');
    });
  });
});
