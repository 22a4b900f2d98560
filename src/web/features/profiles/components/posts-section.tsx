import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '../../../components/ui/query-view';
import { useProfileContents } from '../api';
import type { Profile } from '../types';
import { ContentGrid } from './content-grid';
import { DetailSection } from './detail-section';

export type PostsSectionProps = { profile: Profile };

export function PostsSection({ profile }: PostsSectionProps) {
  const { t } = useTranslation();
  const contents = useProfileContents(profile);
  const body = (
    <QueryView
      query={contents}
      loadingLabel={t('profiles.states.loading')}
      errorTitle={t('profiles.posts.error')}
      isEmpty={(data) => data.items.length === 0}
      empty={<p className="text-sm text-text-dark/70">{t('profiles.posts.empty')}</p>}
    >
      {(data) => <ContentGrid items={data.items} />}
    </QueryView>
  );

  return (
    <DetailSection
      title={t('profiles.posts.title')}
      actions={
        <Link to="/content" className="text-sm font-semibold text-primary hover:underline">
          {t('profiles.posts.all')}
        </Link>
      }
    >
      {body}
    </DetailSection>
  );
}
