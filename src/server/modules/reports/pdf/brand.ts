/**
 * Whose report it is: the product's own name and colours, or an agency's when white-labelled
 * (the reports service builds it from the organization's white-label settings).
 */
export type ReportBrand = {
  /** Shown in the header and footer of every page. */
  name: string;
  /** PNG or JPEG bytes of the logo; null draws the name alone. */
  logo: Buffer | null;
  /** Hex colours, '#rrggbb'. */
  colors: { primary: string; secondary: string; text: string; muted: string };
};

export const DEFAULT_REPORT_BRAND: ReportBrand = {
  name: 'Reachbase',
  logo: null,
  colors: { primary: '#4f46e5', secondary: '#0ea5e9', text: '#111827', muted: '#6b7280' },
};
