import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { buttonClassName } from '../../components/ui/button-styles';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { ProfileConnectionCard } from '../connect';
import { ProfileReportSection } from '../reports';
import { profileKeys, useProfile } from './api';
import { ActivitySection } from './components/activity-section';
import { AttachmentsSection } from './components/attachments-section';
import { ContactsSection } from './components/contacts-section';
import { CouponsSection } from './components/coupons-section';
import { CustomFieldsSection } from './components/custom-fields-section';
import { LinksSection } from './components/links-section';
import { ListsSection } from './components/lists-section';
import { PostsSection } from './components/posts-section';
import { ProfileHeaderCard } from './components/profile-header-card';
import { RelatedProfilesSection } from './components/related-profiles-section';
import { SharingSection } from './components/sharing-section';
import { StoriesSection } from './components/stories-section';

/** One tracked creator: stats, content, lists, custom fields, contacts, files and history. */
export function ProfileDetailPage() {
  const { t } = useTranslation();
  const { profileId = '' } = useParams();
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const profile = useProfile(profileId);
  const queryClient = useQueryClient();

  const back = (
    <Link to="/influencers" className="text-sm font-semibold text-primary hover:underline">
      ← {t('profiles.detail.back')}
    </Link>
  );

  const backButton = (
    <Link to="/influencers" className={buttonClassName('secondary')}>
      {t('profiles.detail.back')}
    </Link>
  );

  return (
    <QueryView
      query={profile}
      loadingLabel={t('profiles.states.loading')}
      isLoadingCentered
      errorTitle={t('profiles.detail.loadError')}
      errorLayout="panel"
      errorActions={backButton}
      notFound={
        <>
          {back}
          <div className="mt-4">
            <MessagePanel title={t('profiles.detail.notFound')} isAlert>
              {backButton}
            </MessagePanel>
          </div>
        </>
      }
    >
      {(data) => (
        <>
          {back}
          <div className="mt-4 flex flex-col gap-6">
            <ProfileHeaderCard profile={data} isReadOnly={isReadOnly} />
            <ProfileReportSection profileId={data.profileId} isReadOnly={isReadOnly} />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <ListsSection profileId={data.profileId} isReadOnly={isReadOnly} />
              <CustomFieldsSection profile={data} isReadOnly={isReadOnly} />
              <ContactsSection profile={data} isReadOnly={isReadOnly} />
              <SharingSection profile={data} isReadOnly={isReadOnly} />
              <LinksSection profile={data} isReadOnly={isReadOnly} />
              <CouponsSection profile={data} isReadOnly={isReadOnly} />
            </div>
            <PostsSection profile={data} />
            <StoriesSection profile={data} isReadOnly={isReadOnly} />
            <ProfileConnectionCard
              profileId={data.profileId}
              username={data.platform_username}
              creatorEmail={
                data.contacts.find((contact) => contact.kind === 'email')?.value ?? null
              }
              isReadOnly={isReadOnly}
              onContentRemoved={() => {
                void queryClient.invalidateQueries({
                  queryKey: profileKeys.stories(data.profileId),
                });
                void queryClient.invalidateQueries({
                  queryKey: profileKeys.contents(data.profileId),
                });
              }}
            />
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <AttachmentsSection profile={data} isReadOnly={isReadOnly} />
              <ActivitySection profile={data} isReadOnly={isReadOnly} />
            </div>
            <RelatedProfilesSection profileId={data.profileId} isReadOnly={isReadOnly} />
          </div>
        </>
      )}
    </QueryView>
  );
}
