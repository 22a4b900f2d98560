import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useProfileContents } from '../api';
import type { Profile } from '../types';
import { ContentGrid } from './content-grid';
import { DetailSection } from './detail-section';

export type PostsSectionProps = { profile: Profile };

export function PostsSection({ profile }: PostsSectionProps) {
  const { t } = useTranslation();
  const contents = useProfileContents(profile);
  let body: React.ReactNode;
  if (contents.isPending) body = <Spinner label={t('profiles.states.loading')} />;
  else if (contents.isError)
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('profiles.posts.error')}{' '}
        <Button variant="ghost" onClick={() => void contents.refetch()}>
          {t('profiles.states.retry')}
        </Button>
      </p>
    );
  else if (contents.data.items.length === 0)
    body = <p className="text-sm text-text-dark/70">{t('profiles.posts.empty')}</p>;
  else body = <ContentGrid items={contents.data.items} />;

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
