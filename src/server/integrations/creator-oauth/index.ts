// Creator OAuth: the providers a creator connects their own account with (Instagram, YouTube,
// TikTok), each over OAuth 2 with state and PKCE, and the read calls the connect sync makes with
// the creator's token. The connect module keeps the links, the sealed tokens and the schedule.
export { ProviderError, type ProviderFailure } from './oauth-http';
export {
  type AudienceShare,
  type ConnectedAccount,
  type ConnectedContent,
  CREATOR_PROVIDERS,
  type CreatorOAuthProvider,
  type CreatorProvider,
  type ProviderScope,
  type TokenSet,
} from './provider';
export { type CreatorOAuthConfig, createCreatorOAuthProviders } from './providers';
