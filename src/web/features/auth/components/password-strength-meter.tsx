import { useTranslation } from 'react-i18next';
import type { PasswordOwner, PasswordScore } from '../../../../common/password-strength';
import { cx } from '../../../lib/class-names';
import { usePasswordStrength } from '../password-strength';

export type PasswordStrengthMeterProps = {
  password: string;
  /** The email and name of the person: passwords made of them are weak. */
  owner: PasswordOwner;
};

const SEGMENTS = [1, 2, 3, 4] as const;
const LABEL_KEYS = {
  0: 'auth.strength.veryWeak',
  1: 'auth.strength.weak',
  2: 'auth.strength.fair',
  3: 'auth.strength.good',
  4: 'auth.strength.strong',
} as const satisfies Record<PasswordScore, string>;

/**
 * How hard the new password is to guess, as the user types: four segments, a label, and
 * zxcvbn's advice. A native <meter> (0 to 4) carries the verdict for assistive technology, and
 * the words are in a polite live region, so a screen reader hears them without leaving the field.
 */
export function PasswordStrengthMeter({ password, owner }: PasswordStrengthMeterProps) {
  const { t } = useTranslation();
  const strength = usePasswordStrength(password, owner);
  const score = strength?.score ?? 0;
  const label = strength ? t(LABEL_KEYS[strength.score]) : '';
  const advice = strength?.isStrongEnough
    ? t('auth.strength.enough')
    : [strength?.warning, strength?.suggestions[0]].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1" hidden={!password}>
      {/* The segments are what sighted users see; the native meter is what is read out. */}
      <meter
        className="sr-only"
        aria-label={t('auth.strength.name')}
        min={0}
        max={4}
        value={score}
        aria-valuetext={label || t('auth.strength.checking')}
      />
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={cx(
              'h-1.5 rounded-full',
              strength && segment <= Math.max(score, 1)
                ? strength.isStrongEnough
                  ? 'bg-primary'
                  : 'bg-danger'
                : 'bg-primary-light',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-xs text-text-dark/75">
        {strength ? (
          <>
            <span className="font-medium">{label}.</span> {advice}
          </>
        ) : null}
      </p>
    </div>
  );
}
