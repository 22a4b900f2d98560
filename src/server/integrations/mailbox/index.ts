// Mailbox owns the connections to a user's own mail servers (SMTP to send, IMAP to read
// replies), each checked like every outbound connection before a socket opens.
export {
  createMailboxClients,
  type InboxRead,
  MAIL_PORTS,
  MAIL_SECURITY,
  type MailboxClients,
  type MailLoginResult,
  type MailSecurity,
  type MailServer,
  type OutgoingMail,
  type SendOutcome,
  type SentSearch,
  type SmtpSender,
} from './mailbox-clients';
