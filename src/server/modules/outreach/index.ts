// Outreach: email sequences sent from the organization's own mailboxes (docs/outreach.md). So far
// the mailboxes: SMTP and IMAP settings, logged in to before they are saved.
export { createMailboxesService, type MailboxesService } from './mailboxes.service';
export { outreachRoutes } from './outreach.routes';
export * from './outreach.tables';
