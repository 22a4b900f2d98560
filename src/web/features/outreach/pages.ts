export { MailboxesPage } from './mailboxes-page';
export { SequencesPage } from './sequences-page';
export { UnsubscribePage } from './unsubscribe-page';
