import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-error';
import { type ListChoice, ListPickerDialog } from '../../lists';
import { useTrackProfiles } from '../api';
import type { CreatorResult } from '../results';
import { NO_SELECTION, selectedInOrder, selectionReducer } from '../selection';
import { type TrackResult, trackOutcome } from '../tracking';
import { CreatorResults, type CreatorResultsProps } from './creator-results';
import { SelectionBar } from './selection-bar';

export type DiscoverResultsProps = Omit<CreatorResultsProps, 'selection' | 'selectionBar'>;

/**
 * Discover's results with row selection: ticked creators go to the CRM, or to a list, in one call
 * per hundred. The page mounts a new one per search, so a selection never outlives its search.
 */
export function DiscoverResults(props: DiscoverResultsProps) {
  const { t } = useTranslation();
  const { creators } = props;
  const [selection, dispatch] = useReducer(selectionReducer, NO_SELECTION);
  const [isListDialogOpen, setIsListDialogOpen] = useState(false);
  const track = useTrackProfiles();
  const shownIds = useMemo(() => creators.map((creator) => creator._id), [creators]);
  const selectedIds = selectedInOrder(selection, shownIds);

  function toastTracked(result: TrackResult) {
    const outcome = trackOutcome(result);
    if (outcome.kind === 'added') {
      toast.success(t('discover.tracking.added', { count: outcome.added }));
    } else if (outcome.kind === 'already-tracked') {
      toast.info(t('discover.tracking.alreadyTracked', { count: outcome.alreadyTracked }));
    } else {
      toast.success(
        t('discover.tracking.mixed', {
          count: outcome.added,
          alreadyTracked: outcome.alreadyTracked,
        }),
      );
    }
  }

  function handleAddToCrm() {
    track.mutate(
      { profileBankIds: selectedIds },
      {
        onSuccess: (result) => {
          toastTracked(result);
          dispatch({ type: 'clear' });
        },
      },
    );
  }

  function handleAddToList({ name: listName }: ListChoice) {
    // By name: profile-search creates a new list, and finds an existing one.
    track.mutate(
      { profileBankIds: selectedIds, listName },
      {
        onSuccess: (result) => {
          setIsListDialogOpen(false);
          toast.success(
            t('discover.tracking.savedToList', { count: result.profiles.length, list: listName }),
          );
          dispatch({ type: 'clear' });
        },
        // A limit opened the upgrade popup: this dialog gives way to it. Other failures are a
        // toast, and the dialog stays for another try.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 423) setIsListDialogOpen(false);
        },
      },
    );
  }

  return (
    <>
      <CreatorResults
        {...props}
        selection={{
          selected: selection,
          onToggle: (creator: CreatorResult) => dispatch({ type: 'toggle', id: creator._id }),
          onSetAll: (isSelected) => dispatch({ type: 'set-many', ids: shownIds, isSelected }),
        }}
        selectionBar={
          selectedIds.length > 0 ? (
            <SelectionBar
              count={selectedIds.length}
              isAdding={track.isPending && track.variables?.listName === undefined}
              onAddToCrm={handleAddToCrm}
              onAddToList={() => setIsListDialogOpen(true)}
              onClear={() => dispatch({ type: 'clear' })}
            />
          ) : null
        }
      />
      <ListPickerDialog
        isOpen={isListDialogOpen}
        onOpenChange={setIsListDialogOpen}
        title={t('discover.lists.title', { count: selectedIds.length })}
        description={t('discover.lists.description')}
        isPending={track.isPending}
        onPick={handleAddToList}
      />
    </>
  );
}
