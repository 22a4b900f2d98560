import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** A route that failed to load or render, e.g. a page chunk missing after a deploy. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('routeError.title')}</h1>
      <p className="mt-3 text-text-dark/75">{t('routeError.body')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
