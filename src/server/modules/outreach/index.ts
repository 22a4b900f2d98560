// Outreach: email sequences sent from the organization's own mailboxes (docs/outreach.md). So far
// the mailboxes (SMTP and IMAP settings, logged in to before they are saved) and the sequences
// (steps with merge fields, previewed for a real creator), and the entries with their kanban.
// Sending is not built yet.
export { createEntriesService, type EntriesService } from './entries.service';
export { createMailboxesService, type MailboxesService } from './mailboxes.service';
export { outreachRoutes } from './outreach.routes';
export * from './outreach.tables';
export { createSequencesService, type SequencesService } from './sequences.service';
