import type { FetchUrl } from '../outbound';
import { instagram } from './instagram';
import type { CreatorOAuthProvider, CreatorProvider, ProviderCredentials } from './provider';
import { tiktok } from './tiktok';
import { youtube } from './youtube';

// The three providers a creator connects with, each over its documented OAuth 2 authorization
// code flow with `state` and PKCE (S256), and the few read calls the sync needs: one file per
// provider (instagram.ts, youtube.ts, tiktok.ts), the shared type and OAuth pieces in provider.ts.

export type CreatorOAuthConfig = {
  instagram: ProviderCredentials | null;
  youtube: ProviderCredentials | null;
  tiktok: ProviderCredentials | null;
  /**
   * Tests and air-gapped installs: every provider URL `https://host/path` is asked at
   * `{baseUrl}/host/path` instead, where a local server speaks the providers' formats.
   */
  baseUrl: string | null;
};

/** The providers configured with an app's credentials, by name. */
export function createCreatorOAuthProviders(
  config: CreatorOAuthConfig,
  fetchUrl: FetchUrl,
): Partial<Record<CreatorProvider, CreatorOAuthProvider>> {
  const at = (url: string) =>
    config.baseUrl ? `${config.baseUrl.replace(/\/$/, '')}/${url.replace(/^https:\/\//, '')}` : url;
  const providers: Partial<Record<CreatorProvider, CreatorOAuthProvider>> = {};
  if (config.instagram)
    providers.instagram = instagram({ credentials: config.instagram, fetchUrl, at });
  if (config.youtube) providers.youtube = youtube({ credentials: config.youtube, fetchUrl, at });
  if (config.tiktok) providers.tiktok = tiktok({ credentials: config.tiktok, fetchUrl, at });
  return providers;
}
