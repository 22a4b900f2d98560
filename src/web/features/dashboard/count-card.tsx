import { Link } from 'react-router';
import { formatCount } from '../profiles';

export type CountCardProps = {
  label: string;
  count: number | undefined;
  to: string;
  linkText: string;
};

/** One of the workspace's totals, linking to its page. */
export function CountCard({ label, count, to, linkText }: CountCardProps) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-text-dark/10 bg-surface p-5 shadow-sm">
      <p className="text-sm font-semibold text-text-dark/70">{label}</p>
      <p className="text-3xl font-bold tabular-nums">
        {count === undefined ? '…' : formatCount(count)}
      </p>
      <Link to={to} className="mt-1 text-sm font-semibold text-primary hover:underline">
        {linkText}
      </Link>
    </div>
  );
}
