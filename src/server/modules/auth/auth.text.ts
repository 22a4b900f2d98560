import { defineText } from '../../http/i18n/text';

export const AUTH_TEXT = defineText('auth', {
  // Sign-up and sign-in.
  wrongCredentials: {
    en: 'Email or password is incorrect',
    de: 'E-Mail-Adresse oder Passwort ist falsch',
  },
  signInsThrottled: {
    en: 'Too many failed sign-ins; try again in {seconds} s',
    de: 'Zu viele fehlgeschlagene Anmeldungen; versuchen Sie es in {seconds} s erneut',
  },
  notGuestAccount: {
    en: 'This is not a guest account; sign in on the regular sign-in page',
    de: 'Dies ist kein Gastkonto; melden Sie sich auf der normalen Anmeldeseite an',
  },
  emailTaken: {
    en: 'An account with this email already exists; sign in instead',
    de: 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits; melden Sie sich stattdessen an',
  },
  emailDisposable: {
    en: 'Disposable email addresses are not accepted; use your permanent address',
    de: 'Wegwerf-Adressen werden nicht akzeptiert; verwenden Sie Ihre dauerhafte Adresse',
  },
  emailInvalid: {
    en: 'This email address is not valid',
    de: 'Diese E-Mail-Adresse ist ungültig',
  },
  emailDomainWithoutMail: {
    en: 'This email domain cannot receive mail; check the address',
    de: 'Diese E-Mail-Domain kann keine Mails empfangen; prüfen Sie die Adresse',
  },
  emailUnusable: {
    en: 'This email address cannot be used; use another address',
    de: 'Diese E-Mail-Adresse kann nicht verwendet werden; verwenden Sie eine andere',
  },
  dealCodeInvalid: { en: 'This deal code is not valid', de: 'Dieser Aktionscode ist ungültig' },
  dealCodeRedeemed: {
    en: 'This deal code has already been redeemed',
    de: 'Dieser Aktionscode wurde bereits eingelöst',
  },

  // Google sign-in.
  googleNotConfigured: {
    en: 'Google sign-in is not configured',
    de: 'Die Anmeldung mit Google ist nicht eingerichtet',
  },
  googleNotVerified: {
    en: 'The Google sign-in could not be verified; try again',
    de: 'Die Anmeldung mit Google konnte nicht bestätigt werden; versuchen Sie es erneut',
  },
  googleUnavailable: {
    en: 'Google sign-in is unavailable right now, try again shortly',
    de: 'Die Anmeldung mit Google ist gerade nicht verfügbar, versuchen Sie es gleich noch einmal',
  },
  googleNoEmail: {
    en: 'The Google account did not share an email address',
    de: 'Das Google-Konto hat keine E-Mail-Adresse freigegeben',
  },
  googlePendingInvitation: {
    en: 'This email has a pending invitation: open the link in the invitation email to join',
    de: 'Für diese E-Mail-Adresse gibt es eine offene Einladung: Öffnen Sie den Link in der Einladung, um beizutreten',
  },
  googleLinkedElsewhere: {
    en: 'This email is already linked to another Google account',
    de: 'Diese E-Mail-Adresse ist bereits mit einem anderen Google-Konto verknüpft',
  },
  googleVerifyFirst: {
    en: 'An account with this email already exists. Sign in with your email and password and verify your email address first; then Google sign-in works too',
    de: 'Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich mit E-Mail und Passwort an und bestätigen Sie zuerst Ihre E-Mail-Adresse; danach funktioniert auch die Anmeldung mit Google',
  },

  // Email verification.
  verificationLinkInvalid: {
    en: 'This verification link is invalid, expired or already used; ask for a new one',
    de: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder schon benutzt; fordern Sie einen neuen an',
  },
  verifySignedInOnly: {
    en: 'Only a signed-in user can verify an email address',
    de: 'Nur ein angemeldeter Nutzer kann eine E-Mail-Adresse bestätigen',
  },
  alreadyVerified: {
    en: 'Your email address is already verified',
    de: 'Ihre E-Mail-Adresse ist bereits bestätigt',
  },
  verificationMailNotSent: {
    en: 'The email could not be sent, try again shortly',
    de: 'Die E-Mail konnte nicht gesendet werden, versuchen Sie es gleich noch einmal',
  },
  verifyMailSubject: {
    en: 'Verify your email address',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse',
  },
  verifyMailLine: {
    en: 'Please confirm your email address by opening this link:',
    de: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:',
  },
  verifyMailClosing: {
    en: 'The link works for {days} days. If you did not sign up for {product}, ignore this email.',
    de: 'Der Link gilt {days} Tage. Wenn Sie sich nicht bei {product} registriert haben, ignorieren Sie diese E-Mail.',
  },

  // Password reset.
  resetLinkInvalid: {
    en: 'This password reset link is invalid, expired or already used; ask for a new one',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig, abgelaufen oder schon benutzt; fordern Sie einen neuen an',
  },
  resetMailSubject: { en: 'Reset your password', de: 'Setzen Sie Ihr Passwort zurück' },
  resetMailAsked: {
    en: 'Someone asked to reset the password of your {product} account.',
    de: 'Jemand möchte das Passwort Ihres Kontos bei {product} zurücksetzen.',
  },
  resetMailOpenLink: {
    en: 'To choose a new one, open this link:',
    de: 'Um ein neues zu wählen, öffnen Sie diesen Link:',
  },
  resetMailClosing: {
    en: 'The link works for {minutes} minutes and only once. If you did not ask for this, ignore this email: your password stays as it is.',
    de: 'Der Link gilt {minutes} Minuten und nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
  },
});
