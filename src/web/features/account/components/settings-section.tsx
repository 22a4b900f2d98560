import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

export type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** One titled card of a settings page. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <div className="mt-1 text-sm text-text-dark/70">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
