import { useTranslation } from 'react-i18next';
import type { PreviewFallback } from '../api';

export type PreviewFallbacksProps = { fallbacks: PreviewFallback[] };

/**
 * The preview's warning: each tracked creator for whom a field of the steps has no value (a brand
 * has no first name), so the field's fallback is written, or nothing where the step gives none.
 */
export function PreviewFallbacks({ fallbacks }: PreviewFallbacksProps) {
  const { t } = useTranslation();
  if (fallbacks.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-danger/30 bg-white p-3 text-sm">
      <p className="font-semibold">
        {t('outreach.sequences.preview.fallbacks', { count: fallbacks.length })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {fallbacks.map((creator) => (
          <li key={creator.profileId}>
            {t('outreach.sequences.preview.fallback', {
              username: creator.username,
              platform: t(`platforms.${creator.platform}`),
              fields: creator.fields.map((field) => `{{${field}}}`).join(', '),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
