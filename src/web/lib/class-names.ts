/** Joins the class names that are set; false, null and undefined are skipped. */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
