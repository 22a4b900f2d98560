import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateStyle, formatDate } from '../../common/format-date';
import { timeZoneOrDefault } from '../../common/time-zone';
import { useSessionStore } from '../app/session-store';

/** The zone the signed-in user chose in settings; Europe/Vienna before they choose (SPEC 2). */
export function useTimeZone(): string {
  const chosen = useSessionStore((state) => state.profile?.timeZone);
  return timeZoneOrDefault(chosen);
}

/**
 * Every date on screen goes through this: the user's locale and time zone. A time always says
 * its zone ('2:30 PM GMT+1'), so nobody has to guess whose clock it is.
 */
export function useFormatDate(): (date: Date | number | string, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const timeZone = useTimeZone();
  return useCallback(
    (date, style = 'date') => formatDate(date, { locale, timeZone, style, withZone: true }),
    [locale, timeZone],
  );
}
