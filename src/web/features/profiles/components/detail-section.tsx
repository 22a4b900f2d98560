import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

export type DetailSectionProps = {
  title: string;
  /** Buttons at the heading's end. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One titled part of the profile page. */
export function DetailSection({ title, actions, children, className }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
