// Outreach: email sequences sent from the organization's own mailboxes (docs/outreach.md):
// mailboxes (SMTP and IMAP, logged in to before they are saved), sequences (steps with merge
// fields), entries with their kanban and thread, the sender (pg-boss jobs per mailbox), the inbox
// reader (replies and bounces over IMAP) and unsubscribe links.
export { createOutreachDispatcher } from './dispatcher';
export { createEntriesService, type EntriesService } from './entries.service';
export { createOutreachInbox, type OutreachInbox } from './inbox';
export { createInboxWatcher } from './inbox-watcher';
export { createMailboxesService, type MailboxesService } from './mailboxes.service';
export { outreachRoutes } from './outreach.routes';
export * from './outreach.tables';
export { createOutreachSender, type OutreachSender } from './sender';
export { createSequencesService, type SequencesService } from './sequences.service';
export { createUnsubscribeService, type UnsubscribeService } from './unsubscribe.service';
export { createUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links';
