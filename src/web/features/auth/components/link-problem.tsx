import type { ReactNode } from 'react';

export type LinkProblemProps = {
  message: string;
  /** What the user can do about it: a link or a button. */
  action?: ReactNode;
};

/** An emailed link that cannot be used (unknown, used or expired), and the way forward. */
export function LinkProblem({ message, action }: LinkProblemProps) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="alert" className="rounded-lg bg-danger-light p-3 text-sm text-danger">
        {message}
      </p>
      {action}
    </div>
  );
}
