import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {t('reports.toolbar.print')}
    </Button>
  );
}
