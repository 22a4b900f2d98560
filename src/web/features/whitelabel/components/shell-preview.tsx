import { useTranslation } from 'react-i18next';
import type { ResolvedThemeColors } from '../../../app/theme';

export type ShellPreviewProps = {
  colors: ResolvedThemeColors;
  agencyName: string;
  logoUrl: string | null;
};

/** A miniature of the shell in the draft colours: navbar, app background, a card and a button. */
export function ShellPreview({ colors, agencyName, logoUrl }: ShellPreviewProps) {
  const { t } = useTranslation();
  return (
    <figure
      aria-label={t('whitelabel.preview.label')}
      data-testid="whitelabel-preview"
      className="overflow-hidden rounded-xl border border-text-dark/15"
      style={{ backgroundColor: colors.appBackground, color: colors.textDark }}
    >
      <div
        className="flex items-center gap-3 border-b border-black/10 px-4 py-3"
        style={{ backgroundColor: colors.navbarBackground, color: colors.textDark }}
      >
        {logoUrl ? <img src={logoUrl} alt="" className="h-6 max-w-28 object-contain" /> : null}
        <span className="font-semibold">{agencyName || t('whitelabel.preview.agencyName')}</span>
        <span
          className="ml-auto rounded-full px-2.5 py-0.5 text-xs font-semibold"
          style={{ backgroundColor: colors.secondaryLight, color: colors.secondary }}
        >
          {t('whitelabel.preview.badge')}
        </span>
      </div>
      <div className="p-4">
        <div
          className="rounded-lg p-4 shadow-sm"
          style={{ backgroundColor: colors.navbarBackground }}
        >
          <p className="font-semibold">{t('whitelabel.preview.cardTitle')}</p>
          <p className="mt-1 text-sm">{t('whitelabel.preview.cardText')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <span
              className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold"
              style={{ backgroundColor: colors.primary, color: colors.textLight }}
            >
              {t('whitelabel.preview.primaryButton')}
            </span>
            <span
              className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold"
              style={{ backgroundColor: colors.primaryLight, color: colors.primary }}
            >
              {t('whitelabel.preview.lightButton')}
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}
