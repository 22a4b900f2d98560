import { useTranslation } from 'react-i18next';

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-text-dark/60 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-text-dark/15" />
      {t('auth.or')}
      <span aria-hidden="true" className="h-px flex-1 bg-text-dark/15" />
    </div>
  );
}
