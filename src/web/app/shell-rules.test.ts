import { describe, expect, it } from 'vitest';
import {
  type HelpBeaconContext,
  isAnalyticsCaptureOn,
  isWindowsPlatform,
  shouldOfferSignUp,
  shouldShowChat,
  shouldShowHelpBeacon,
} from './shell-rules';

describe('shouldShowChat', () => {
  it('shows the chat on the dashboard', () => {
    expect(shouldShowChat('/dashboard')).toBe(true);
    expect(shouldShowChat('/dashboard/')).toBe(true);
  });

  it('hides the chat on every other path', () => {
    for (const path of [
      '/',
      '/campaign/summer',
      '/dashboard/settings',
      '/dashboards',
      '/auth/login',
    ]) {
      expect(shouldShowChat(path), path).toBe(false);
    }
  });
});

describe('shouldShowHelpBeacon', () => {
  const member: HelpBeaconContext = {
    path: '/dashboard',
    isGuest: false,
    userGuide: true,
    agencyName: null,
  };

  it('shows the beacon to a member on an ordinary page', () => {
    expect(shouldShowHelpBeacon(member)).toBe(true);
    expect(shouldShowHelpBeacon({ ...member, path: '/campaigns' })).toBe(true);
  });

  it('removes the beacon on campaign, profile and connect pages', () => {
    for (const path of [
      '/campaign/summer-launch',
      '/profile/jane-doe',
      '/profile/jane-doe/',
      '/connect',
      '/connect/redirect',
    ]) {
      expect(shouldShowHelpBeacon({ ...member, path }), path).toBe(false);
    }
  });

  it('keeps the beacon on pages that only start like those', () => {
    for (const path of ['/campaign', '/campaigns/summer', '/connections', '/connect/other']) {
      expect(shouldShowHelpBeacon({ ...member, path }), path).toBe(true);
    }
  });

  it('removes the beacon for guests', () => {
    expect(shouldShowHelpBeacon({ ...member, isGuest: true })).toBe(false);
  });

  it('removes the beacon when the organization turned the user guide off', () => {
    expect(shouldShowHelpBeacon({ ...member, userGuide: false })).toBe(false);
  });

  it('keeps the beacon while the user guide setting is unknown', () => {
    expect(shouldShowHelpBeacon({ ...member, userGuide: undefined })).toBe(true);
  });

  it('removes the beacon when an agency name is set', () => {
    expect(shouldShowHelpBeacon({ ...member, agencyName: 'Acme Agency' })).toBe(false);
  });
});

describe('shouldOfferSignUp', () => {
  it('never offers a sign-up on a page reached from a connect or unsubscribe link', () => {
    for (const path of ['/connect', '/connect/', '/connect/redirect', '/unsubscribe']) {
      expect(shouldOfferSignUp(path)).toBe(false);
    }
  });

  it('offers it on the product pages a visitor may browse, not on the auth pages themselves', () => {
    expect(shouldOfferSignUp('/')).toBe(true);
    expect(shouldOfferSignUp('/plans')).toBe(true);
    expect(shouldOfferSignUp('/auth/login')).toBe(false);
  });
});

describe('isAnalyticsCaptureOn', () => {
  it('captures ordinary pages', () => {
    expect(isAnalyticsCaptureOn('/dashboard')).toBe(true);
    expect(isAnalyticsCaptureOn('/campaign/summer')).toBe(true);
  });

  it('does not capture paths containing auth or setup', () => {
    for (const path of [
      '/auth/login',
      '/oauth/callback',
      '/setup',
      '/account/setup-team',
      '/AUTH',
    ]) {
      expect(isAnalyticsCaptureOn(path), path).toBe(false);
    }
  });
});

describe('isWindowsPlatform', () => {
  it('recognises Windows browsers', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';
    expect(isWindowsPlatform(edge)).toBe(true);
  });

  it('leaves macOS, Linux and phones alone', () => {
    for (const userAgent of [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
      'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    ]) {
      expect(isWindowsPlatform(userAgent), userAgent).toBe(false);
    }
  });
});
