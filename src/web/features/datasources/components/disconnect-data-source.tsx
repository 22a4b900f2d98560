import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDisconnectDataSource } from '../api';
import type { DataSource } from '../source-texts';

export type DisconnectDataSourceProps = {
  source: DataSource;
  /** The button goes with the key: focus has to land somewhere else once it is gone. */
  onDisconnected: () => void;
};

/** Removes the organization's own key, after asking; creators already fetched stay in the bank. */
export function DisconnectDataSource({ source, onDisconnected }: DisconnectDataSourceProps) {
  const { t } = useTranslation();
  const disconnect = useDisconnectDataSource();
  const [isConfirming, setIsConfirming] = useState(false);
  const hasDisconnected = useRef(false);

  function handleConfirm() {
    disconnect.mutate(source.id, {
      onSuccess: () => {
        hasDisconnected.current = true;
        setIsConfirming(false);
        toast.success(t('dataSources.disconnect.done', { source: source.name }));
      },
    });
  }

  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setIsConfirming(true)}>
        {t('dataSources.disconnect.action')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('dataSources.disconnect.title', { source: source.name })}
        description={t('dataSources.disconnect.text', { source: source.name })}
        confirmLabel={t('dataSources.disconnect.confirm')}
        cancelLabel={t('dataSources.disconnect.cancel')}
        closeLabel={t('dataSources.disconnect.close')}
        isPending={disconnect.isPending}
        onConfirm={handleConfirm}
        onCloseAutoFocus={(event) => {
          if (!hasDisconnected.current) return;
          event.preventDefault();
          onDisconnected();
        }}
      />
    </>
  );
}
