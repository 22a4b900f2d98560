import type { ProfileContact, SystemFields } from '../profiles/profiles.tables';

/** Where a creator's connect mail goes: the first email among their contacts, else the profile's. */
export function creatorEmail(profile: {
  contacts: ProfileContact[];
  systemFields: SystemFields;
}): string | null {
  const contact = profile.contacts.find((entry) => entry.kind === 'email');
  return contact?.value ?? profile.systemFields.email ?? null;
}
