export { NotificationPreferencesPage } from './preferences-page';
