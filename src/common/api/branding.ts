import { z } from 'zod';

// The branding a page wears, as the white-label check and every public page answer it.

const colorsSchema = z
  .object({
    primary: z.string(),
    primaryLight: z.string(),
    secondary: z.string(),
    secondaryLight: z.string(),
    textLight: z.string(),
    textDark: z.string(),
    appBackground: z.string(),
    navbarBackground: z.string(),
  })
  .partial();

export const brandingSchema = z.object({
  agencyName: z.string().nullable(),
  favicon: z.string().nullable(),
  logo: z.string().nullable(),
  logoChangedAt: z.string().nullable(),
  colors: colorsSchema.nullable(),
  storageBaseUrl: z.string(),
  showBanner: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;
