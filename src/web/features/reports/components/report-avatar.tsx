import { useState } from 'react';
import { initialsOf } from '../../../app/initials';
import { cx } from '../../../lib/class-names';

export type ReportAvatarProps = {
  name: string;
  avatarUrl: string | null;
  size: 'small' | 'large';
};

/** The creator's picture, or their initials when there is none or it fails to load. */
export function ReportAvatar({ name, avatarUrl, size }: ReportAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const box = size === 'large' ? 'size-16 text-xl' : 'size-10 text-sm';
  if (avatarUrl && !hasFailed) {
    return (
      <img
        src={avatarUrl}
        alt=""
        className={cx('shrink-0 rounded-full object-cover', box)}
        onError={() => setHasFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center rounded-full bg-primary-light font-bold text-primary',
        box,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
