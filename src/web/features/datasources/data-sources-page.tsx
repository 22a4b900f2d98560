import { useTranslation } from 'react-i18next';
import { selectIsOwner, useSessionStore } from '../../app/session-store';
import { QueryView } from '../../components/ui/query-view';
import { useDataSources } from './api';
import { DataSourceCard } from './components/data-source-card';

/**
 * Settings → Data sources: where real creator data comes from. Every member sees what is
 * connected and what it costs; only the owner pastes or removes a key.
 */
export function DataSourcesPage() {
  const { t } = useTranslation();
  const isOwner = useSessionStore(selectIsOwner);
  const sources = useDataSources();

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dataSources.title')}</h1>
      <p className="mt-1 text-text-dark/70">{t('dataSources.intro')}</p>
      <p className="mt-2 text-sm text-text-dark/70">{t('dataSources.keysSealed')}</p>
      {isOwner ? null : (
        <p className="mt-2 text-sm font-medium text-text-dark/80">{t('dataSources.ownerOnly')}</p>
      )}
      <div className="mt-6 flex flex-col gap-6">
        <QueryView
          query={sources}
          loadingLabel={t('dataSources.loading')}
          errorTitle={t('dataSources.loadError')}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-text-dark/75">{t('dataSources.empty')}</p>}
        >
          {(data) =>
            data.items.map((source) => (
              <DataSourceCard key={source.id} source={source} isOwner={isOwner} />
            ))
          }
        </QueryView>
      </div>
    </>
  );
}
