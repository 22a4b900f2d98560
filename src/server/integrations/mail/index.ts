// Outgoing mail: `createMailer` sends through SMTP (SMTP_URL) or, with none configured, keeps
// each message in the `mail_outbox` table and logs its links so an operator can still verify
// accounts and forward invitations. Every message is recorded in the outbox either way, with
// its status ('sent', 'failed', 'stored').
export {
  createMailRepository,
  type MailRepository,
  type OutboxMail,
  type OutboxStatus,
} from './mail.repository';
export {
  composeMail,
  type MailBrand,
  type MailBrandFor,
  type MailContent,
  PRODUCT_NAME,
  productMailBrand,
} from './mail-brand';
export {
  createMailer,
  MailDeliveryError,
  type Mailer,
  type MailMessage,
  type SentMail,
} from './mailer';
