// Mailbox owns the connections to a user's own mail servers (SMTP to send, IMAP to read
// replies), each checked like every outbound connection before a socket opens.
export {
  createMailboxLogins,
  MAIL_PORTS,
  MAIL_SECURITY,
  type MailboxLogins,
  type MailLoginResult,
  type MailSecurity,
  type MailServer,
} from './mailbox-login';
