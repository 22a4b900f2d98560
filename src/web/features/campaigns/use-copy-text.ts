import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

/** Copies text and says so; a refused clipboard (http, permissions) says that instead. */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('campaigns.copied'));
    } catch {
      toast.error(t('campaigns.copyFailed'));
    }
  };
}
