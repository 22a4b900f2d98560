import { cx } from '../../lib/class-names';

/** An inline link in running text: the brand colour, underlined so it is not told by colour alone. */
export function textLinkClassName(className?: string): string {
  return cx(
    'font-semibold text-primary underline underline-offset-2 hover:decoration-2',
    className,
  );
}
