import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg py-10 text-center sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-text-dark/75">{t('notFound.body')}</p>
      <Link to="/dashboard" className={buttonClassName('primary', 'mt-6')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
