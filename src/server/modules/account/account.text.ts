import { defineText } from '../../http/i18n/text';

export const ACCOUNT_TEXT = defineText('account', {
  signedInUserOnly: {
    en: 'This call needs a signed-in user',
    de: 'Dieser Aufruf erfordert einen angemeldeten Nutzer',
  },
  ownerOnlyDetails: {
    en: 'Only the organization owner can change organization details',
    de: 'Nur der Inhaber der Organisation kann ihre Angaben ändern',
  },
  tooManyFlags: {
    en: 'An organization keeps at most {max} flags',
    de: 'Eine Organisation hat höchstens {max} Markierungen',
  },

  // Passwords: the rule of sign-up, reset, activation and change-password.
  currentPasswordWrong: {
    en: 'The current password is not correct',
    de: 'Das aktuelle Passwort ist nicht korrekt',
  },
  newPasswordsDiffer: {
    en: 'The new passwords do not match',
    de: 'Die neuen Passwörter stimmen nicht überein',
  },
  passwordTooShort: {
    en: 'Use at least {min} characters',
    de: 'Verwenden Sie mindestens {min} Zeichen',
  },
  passwordTooLong: {
    en: 'Use at most {max} characters',
    de: 'Verwenden Sie höchstens {max} Zeichen',
  },
  passwordIsEmail: {
    en: 'Do not use your email address as your password',
    de: 'Verwenden Sie nicht Ihre E-Mail-Adresse als Passwort',
  },
  passwordTooEasy: {
    en: 'This password is too easy to guess. {advice}',
    de: 'Dieses Passwort ist zu leicht zu erraten. {advice}',
  },
  passwordUncommonWords: {
    en: 'Use a few uncommon words.',
    de: 'Verwenden Sie ein paar ungewöhnliche Wörter.',
  },

  // The team.
  emailHasAccount: {
    en: 'This email already has an account',
    de: 'Für diese E-Mail-Adresse gibt es bereits ein Konto',
  },
  invitationNotSent: {
    en: 'The invitation email could not be sent; try again shortly',
    de: 'Die Einladung konnte nicht gesendet werden; versuchen Sie es gleich noch einmal',
  },
  ownerRoleFixed: {
    en: "The owner's role cannot be changed",
    de: 'Die Rolle des Inhabers kann nicht geändert werden',
  },
  ownerNotRemovable: {
    en: 'The owner cannot be removed from the organization',
    de: 'Der Inhaber kann nicht aus der Organisation entfernt werden',
  },
  roleOwner: { en: 'owner', de: 'Inhaber' },
  roleMember: { en: 'member', de: 'Mitglied' },
  roleGuest: { en: 'guest', de: 'Gast' },

  // The invitation mail.
  yourTeam: { en: 'Your team', de: 'Ihr Team' },
  invitationSubject: {
    en: '{inviter} invited you to {org} on {product}',
    de: '{inviter} hat Sie zu {org} auf {product} eingeladen',
  },
  invitationLine: {
    en: '{inviter} invited you to join {org} on {product} as a {role}.',
    de: '{inviter} hat Sie eingeladen, {org} auf {product} beizutreten (Rolle: {role}).',
  },
  invitationAccept: {
    en: 'Accept the invitation and choose your password here:',
    de: 'Nehmen Sie die Einladung an und wählen Sie hier Ihr Passwort:',
  },
  invitationClosing: {
    en: 'The link works once and expires in {days} days. If you did not expect this invitation, you can ignore this email.',
    de: 'Der Link funktioniert einmal und läuft in {days} Tagen ab. Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
});
