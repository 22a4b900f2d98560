import { BrandMark } from './brand-mark';

export type HostLogoProps = {
  /** The agency's image (logo or favicon), when it has one. */
  imageUrl: string | null;
  agencyName: string | null;
  className?: string;
};

/**
 * The agency's image on a white-labelled host, our mark otherwise. An agency without an image
 * gets no mark at all rather than ours.
 */
export function HostLogo({ imageUrl, agencyName, className }: HostLogoProps) {
  if (imageUrl) return <img src={imageUrl} alt="" className={className} />;
  if (agencyName) return null;
  return <BrandMark className={className} />;
}
