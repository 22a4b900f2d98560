import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { inputClassName } from '../../../components/ui/field-styles';
import { FormAlert } from '../../../components/ui/form-alert';
import { listStatusLabel } from '../../../lib/product-labels';
import { type ListStatus, type StatusChange, useChangeStatuses } from '../api';
import { DEFAULT_STATUS_COLOR, STATUS_NAME_MAX } from '../list-rules';

export type StatusEditorDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  listId: string;
  statuses: readonly ListStatus[];
};

/** Adds, renames, recolours, reorders and removes the statuses (kanban columns) of a list. */
export function StatusEditorDialog({
  isOpen,
  onOpenChange,
  listId,
  statuses,
}: StatusEditorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('lists.statuses.title')}
      description={t('lists.statuses.description')}
      closeLabel={t('dialog.close')}
      body={isOpen ? <StatusEditor listId={listId} statuses={statuses} /> : null}
    />
  );
}

function StatusEditor({ listId, statuses }: { listId: string; statuses: readonly ListStatus[] }) {
  const { t } = useTranslation();
  const change = useChangeStatuses(listId);
  const [error, setError] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<ListStatus | null>(null);
  const ordered = [...statuses].sort((a, b) => a.position - b.position);

  function send(body: StatusChange, onDone?: () => void) {
    setError(null);
    change.mutate(body, {
      onSuccess: () => onDone?.(),
      onError: (failure) => setError(failure.message),
    });
  }

  function move(index: number, by: -1 | 1) {
    const ids = ordered.map((status) => status._id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    send({ action: 'reorderStatus', statusIds: ids });
  }

  return (
    <div className="flex flex-col gap-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <ol className="flex flex-col gap-2">
        {ordered.map((status, index) => (
          <StatusRow
            key={`${status._id}:${status.name}:${status.labelKey}:${status.color}`}
            status={status}
            isFirst={index === 0}
            isLast={index === ordered.length - 1}
            isPending={change.isPending}
            onSave={(patch) => send({ action: 'updateStatus', statusId: status._id, ...patch })}
            onMoveUp={() => move(index, -1)}
            onMoveDown={() => move(index, 1)}
            onRemove={() => setToRemove(status)}
          />
        ))}
      </ol>
      <AddStatusForm
        isPending={change.isPending}
        onAdd={(name, color, reset) => send({ action: 'addStatus', name, color }, reset)}
      />
      <ConfirmDialog
        isOpen={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        title={t('lists.statuses.removeTitle', {
          name: toRemove ? listStatusLabel(t, toRemove) : '',
        })}
        description={t('lists.statuses.removeBody')}
        confirmLabel={t('lists.statuses.removeConfirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={change.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          const name = listStatusLabel(t, toRemove);
          send({ action: 'removeStatus', statusId: toRemove._id }, () => {
            toast.success(t('lists.statuses.removed', { name }));
            setToRemove(null);
          });
        }}
      />
    </div>
  );
}

type StatusRowProps = {
  status: ListStatus;
  isFirst: boolean;
  isLast: boolean;
  isPending: boolean;
  onSave: (patch: { name?: string; color?: string }) => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
};

function StatusRow({
  status,
  isFirst,
  isLast,
  isPending,
  onSave,
  onMoveUp,
  onMoveDown,
  onRemove,
}: StatusRowProps) {
  const { t } = useTranslation();
  // A default status is edited as the reader sees it; saving it unchanged keeps it the product's.
  const label = listStatusLabel(t, status);
  const [name, setName] = useState(label);
  const [color, setColor] = useState(status.color ?? DEFAULT_STATUS_COLOR);
  const trimmed = name.trim();
  const isChanged = trimmed !== label || color !== (status.color ?? DEFAULT_STATUS_COLOR);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || !isChanged || isPending) return;
    onSave({
      name: trimmed !== label ? trimmed : undefined,
      color: color !== status.color ? color : undefined,
    });
  }

  return (
    <li>
      <form onSubmit={handleSubmit} className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          aria-label={t('lists.statuses.colorOf', { name: label })}
          className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-text-dark/20 bg-surface p-1"
        />
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={STATUS_NAME_MAX}
          aria-label={t('lists.statuses.nameOf', { name: label })}
          className={inputClassName('min-w-0 flex-1')}
        />
        <div className="flex gap-1">
          {isChanged ? (
            <Button isSubmit variant="secondary" className="px-3" isPending={isPending}>
              {t('lists.statuses.save')}
            </Button>
          ) : null}
          <IconButton
            label={t('lists.statuses.moveUp', { name: label })}
            isDisabled={isFirst}
            onClick={onMoveUp}
            path="M12 19V5M5 12l7-7 7 7"
          />
          <IconButton
            label={t('lists.statuses.moveDown', { name: label })}
            isDisabled={isLast}
            onClick={onMoveDown}
            path="M12 5v14M19 12l-7 7-7-7"
          />
          <IconButton
            label={t('lists.statuses.remove', { name: label })}
            onClick={onRemove}
            path="M6 6l12 12M18 6L6 18"
            isDanger
          />
        </div>
      </form>
    </li>
  );
}

type IconButtonProps = {
  label: string;
  path: string;
  onClick: () => void;
  isDisabled?: boolean;
  isDanger?: boolean;
};

function IconButton({ label, path, onClick, isDisabled, isDanger }: IconButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isDisabled}
      aria-label={label}
      title={label}
      className={`grid size-10 place-items-center rounded-lg text-text-dark/70 hover:bg-primary-light disabled:opacity-30 ${isDanger ? 'hover:bg-danger-light hover:text-danger' : ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
        <path
          d={path}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

type AddStatusFormProps = {
  isPending: boolean;
  onAdd: (name: string, color: string, reset: () => void) => void;
};

function AddStatusForm({ isPending, onAdd }: AddStatusFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_STATUS_COLOR);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || isPending) return;
    onAdd(trimmed, color, () => {
      setName('');
      setColor(DEFAULT_STATUS_COLOR);
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="flex flex-wrap items-center gap-2 border-t border-text-dark/10 pt-4"
    >
      <input
        type="color"
        value={color}
        onChange={(event) => setColor(event.target.value)}
        aria-label={t('lists.statuses.newColor')}
        className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-text-dark/20 bg-surface p-1"
      />
      <input
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={STATUS_NAME_MAX}
        aria-label={t('lists.statuses.newName')}
        placeholder={t('lists.statuses.newPlaceholder')}
        className={inputClassName('min-w-0 flex-1')}
      />
      <Button isSubmit isPending={isPending} disabled={!name.trim()}>
        {t('lists.statuses.add')}
      </Button>
    </form>
  );
}
