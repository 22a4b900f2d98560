export { MailboxesPage } from './mailboxes-page';
