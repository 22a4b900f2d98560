import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { ListPickerDialog } from '../../lists';
import { useAddToList, useProfileLists } from '../api';
import { DetailSection } from './detail-section';
import { ListMembershipRow } from './list-membership-row';

export type ListsSectionProps = { profileId: string; isReadOnly: boolean };

export function ListsSection({ profileId, isReadOnly }: ListsSectionProps) {
  const { t } = useTranslation();
  const lists = useProfileLists(profileId);
  const addToList = useAddToList();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const memberOf = (lists.data ?? []).filter((list) => list.hasProfile);

  const body = (
    <QueryView
      query={lists}
      loadingLabel={t('profiles.states.loading')}
      errorTitle={t('profiles.lists.error')}
      canRetry={false}
      isEmpty={() => memberOf.length === 0}
      empty={<p className="text-sm text-text-dark/70">{t('profiles.lists.empty')}</p>}
    >
      {() => (
        <ul>
          {memberOf.map((list) => (
            <ListMembershipRow
              key={list._id}
              profileId={profileId}
              list={list}
              isReadOnly={isReadOnly}
            />
          ))}
        </ul>
      )}
    </QueryView>
  );

  return (
    <DetailSection
      title={t('profiles.lists.title')}
      actions={
        isReadOnly ? null : (
          <Button variant="secondary" onClick={() => setIsPickerOpen(true)}>
            {t('profiles.lists.add')}
          </Button>
        )
      }
    >
      {body}
      <ListPickerDialog
        isOpen={isPickerOpen}
        onOpenChange={setIsPickerOpen}
        title={t('profiles.listDialog.title', { count: 1 })}
        description={t('profiles.listDialog.description')}
        isPending={addToList.isPending}
        excludeListIds={memberOf.map((list) => list._id)}
        onPick={(choice) =>
          addToList.mutate(
            { profileIds: [profileId], list: choice },
            {
              onSuccess: () => {
                toast.success(t('profiles.lists.added'));
                setIsPickerOpen(false);
              },
            },
          )
        }
      />
    </DetailSection>
  );
}
