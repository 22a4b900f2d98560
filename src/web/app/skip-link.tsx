import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[80] -translate-y-[200%] rounded-lg bg-primary px-4 py-2 font-semibold text-text-light focus:translate-y-0"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
