import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session-store';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { AllowanceNote, canSpend, toAllowance, useUsage } from '../../account';
import { type Member, useTeam } from '../api';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberTable } from './member-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SeatSummary } from './seat-summary';

const SEAT_METRICS = ['teamSeats'] as const;

export function TeamPanel() {
  const { t } = useTranslation();
  const team = useTeam();
  const seats = useUsage(SEAT_METRICS).data?.teamSeats;
  const seatAllowance = toAllowance(seats);
  const canInvite = canSpend(seatAllowance);
  const seatNoteId = useId();
  const currentUserId = useSessionStore((state) => state.profile?._id);
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [memberToRemove, setMemberToRemove] = useState<Member | null>(null);
  const inviteButtonRef = useRef<HTMLButtonElement>(null);

  function renderMembers() {
    return (
      <QueryView query={team} loadingLabel={t('team.loading')} errorTitle={t('team.loadError')}>
        {(members) => (
          <MemberTable
            members={members}
            currentUserId={currentUserId}
            onRemove={setMemberToRemove}
          />
        )}
      </QueryView>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {seats ? <SeatSummary entry={seats} /> : <span />}
        <Button
          ref={inviteButtonRef}
          onClick={() => setIsInviteOpen(true)}
          // No seat left: said here, before the user types an invitation the plan refuses.
          disabled={!canInvite}
          aria-describedby={canInvite ? undefined : seatNoteId}
        >
          {t('team.inviteButton')}
        </Button>
      </div>
      {canInvite ? null : (
        <AllowanceNote id={seatNoteId} metric="teamSeats" allowance={seatAllowance} />
      )}
      {renderMembers()}
      <InviteMemberDialog isOpen={isInviteOpen} onOpenChange={setIsInviteOpen} />
      <RemoveMemberDialog
        member={memberToRemove}
        onClose={() => setMemberToRemove(null)}
        focusAfterRemovalRef={inviteButtonRef}
      />
    </div>
  );
}
