import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../app/session-store';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../api';

export type OwnerOnlyProps = {
  /** Says what only the owner can do here. */
  notice: string;
  children: ReactNode;
};

/**
 * Shows owner tools to the owner only. Others never call the owner's endpoints: a 403 would end
 * their session (SPEC 4).
 */
export function OwnerOnly({ notice, children }: OwnerOnlyProps) {
  const { t } = useTranslation();
  const me = useMe();
  const role = useSessionStore((state) => state.profile?.role);

  if (!role) {
    if (me.isError) return <p role="alert">{t('settings.profileLoadError')}</p>;
    return <Spinner label={t('shell.loading')} />;
  }
  if (role !== 'owner') return <p className="text-text-dark/75">{notice}</p>;
  return children;
}
