// Toasts after actions on a profile page: what happened, and what follows where it is not obvious.

import type { TFunction } from 'i18next';

export const storyTrackingText = (t: TFunction, enabled: boolean): string =>
  t(enabled ? 'profiles.stories.trackingOn' : 'profiles.stories.trackingOff');

export const attachmentRenamedText = (t: TFunction, title: string): string =>
  t('profiles.attachments.renamed', { title });

export const attachmentRemovedText = (t: TFunction, title: string): string =>
  t('profiles.attachments.removed', { title });

/** After a contact unlock: how many contacts the bank gave; none is said plainly. */
export const contactsUnlockedText = (t: TFunction, count: number): string =>
  t('profiles.contacts.collected', { count });
