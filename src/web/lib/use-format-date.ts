import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../common/constants';
import { type DateStyle, formatDate } from '../../common/format-date';

/** Every date on screen goes through this: the user's locale, the product's time zone (SPEC 2). */
export function useFormatDate(): (date: Date | number | string, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (date, style = 'date') => formatDate(date, { locale, timeZone: DEFAULT_TIME_ZONE, style }),
    [locale],
  );
}
