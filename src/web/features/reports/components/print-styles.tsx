/**
 * On paper only the report remains: the shell around <main> (skip link, header, banners) and
 * anything marked print:hidden go. The shell is not ours to mark, so it is found by structure.
 */
const PRINT_CSS = `
@media print {
  div:has(> #main-content) > :not(#main-content) { display: none !important; }
  #main-content { max-width: none; padding: 0; }
  body { background: #fff; }
  [data-sonner-toaster] { display: none !important; }
}
`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
