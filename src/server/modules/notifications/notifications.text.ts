import { defineText } from '../../http/i18n/text';

/** The notification mails ({metric} is the allowance's name as the plan calls it). */
export const NOTIFICATION_TEXT = defineText('notifications', {
  reportReady: {
    en: 'The audit report of @{username} is ready',
    de: 'Der Audit-Bericht von @{username} ist fertig',
  },
  openIt: { en: 'Open it here:', de: 'Hier öffnen:' },
  reportFailed: {
    en: 'The audit report of @{username} could not be made',
    de: 'Der Audit-Bericht von @{username} konnte nicht erstellt werden',
  },
  allowanceGivenBack: {
    en: 'Its allowance was given back. You can try again from the creator:',
    de: 'Das Kontingent wurde zurückgebucht. Sie können es beim Creator erneut versuchen:',
  },
  postFailed: {
    en: 'A campaign post could not be read',
    de: 'Ein Kampagnenbeitrag konnte nicht gelesen werden',
  },
  checkThePost: {
    en: 'Check the post in its campaign:',
    de: 'Prüfen Sie den Beitrag in seiner Kampagne:',
  },
  memberJoined: { en: '{name} joined your team', de: '{name} ist Ihrem Team beigetreten' },
  seeYourTeam: { en: 'See your team here:', de: 'Ihr Team sehen Sie hier:' },
  nearLimit: {
    en: 'You have used {used} of {limit} {metric} this period',
    de: 'Sie haben in diesem Zeitraum {used} von {limit} {metric} genutzt',
  },
  limitReached: {
    en: 'Your {metric} allowance is used up',
    de: 'Ihr Kontingent für {metric} ist aufgebraucht',
  },
  seeYourPlan: {
    en: 'See your plan and its allowances here:',
    de: 'Ihren Plan und seine Kontingente sehen Sie hier:',
  },
  whyThisMail: {
    en: 'You get this mail because you chose it in Settings → Notifications.',
    de: 'Sie erhalten diese E-Mail, weil Sie es unter Einstellungen → Benachrichtigungen gewählt haben.',
  },
});
