import { Trans, useTranslation } from 'react-i18next';

/** An empty bank tells the operator how to fill it. */
export function ProfileBankEmpty() {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-dashed border-text-dark/20 p-4 text-sm">
      <p className="font-semibold">{t('profileBank.emptyTitle')}</p>
      <p className="mt-1 text-text-dark/80">
        <Trans
          i18nKey="profileBank.emptyHint"
          components={{
            command: (
              <code className="rounded bg-app-background px-1.5 py-0.5 font-mono break-words" />
            ),
          }}
        />
      </p>
    </div>
  );
}
