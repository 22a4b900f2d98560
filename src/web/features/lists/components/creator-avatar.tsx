import { useState } from 'react';
import { initialsOf } from '../../../app/initials';
import { cx } from '../../../lib/class-names';

export type CreatorAvatarProps = {
  name: string;
  avatarUrl: string | null;
  className?: string;
};

/** The creator's picture, or their initials when there is none or it fails to load. */
export function CreatorAvatar({ name, avatarUrl, className }: CreatorAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const base = cx('size-9 shrink-0 rounded-full', className);
  if (avatarUrl && !hasFailed) {
    return (
      <img
        src={avatarUrl}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setHasFailed(true)}
        className={cx(base, 'object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-primary-light text-xs font-bold text-primary',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
