import { useState } from 'react';
import { initialsOf } from '../../../app/initials';
import { cx } from '../../../lib/class-names';

export type ProfileAvatarProps = {
  name: string;
  avatarUrl: string | null;
  className?: string;
};

/** The creator's picture, or their initials when there is none or it fails to load. */
export function ProfileAvatar({ name, avatarUrl, className = 'size-10' }: ProfileAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (avatarUrl && !hasFailed) {
    return (
      <img
        src={avatarUrl}
        alt=""
        loading="lazy"
        onError={() => setHasFailed(true)}
        className={cx('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center rounded-full bg-primary-light text-sm font-bold text-primary',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
