import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClassName } from './text-link-styles';

/** The plans page, where every upgrade hint leads. */
export const PLANS_PATH = '/settings/plan';

export type UpgradeLinkProps = {
  /** Optional so that `<Trans components={{ upgrade: <UpgradeLink /> }}>` can fill it in. */
  children?: ReactNode;
  /** Replaces the inline link look, e.g. with buttonClassName for a call to action. */
  className?: string;
};

/**
 * An "upgrade your plan" hint as a link to the plans page (issue 58): a hint the user cannot act
 * on from where they read it is a dead end.
 */
export function UpgradeLink({ children, className }: UpgradeLinkProps) {
  return (
    <Link to={PLANS_PATH} className={className ?? textLinkClassName()}>
      {children}
    </Link>
  );
}
