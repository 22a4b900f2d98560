export { ApiKeyPage } from './api-key-page';
export { SettingsLayout } from './settings-layout';
export { SettingsPage } from './settings-page';
export { VerifyEmailPage } from './verify-email-page';
