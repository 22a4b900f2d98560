import type { Logger } from 'pino';
import { assetUrl } from '../../../common/media';
import { isAgencyPlan } from '../../../common/plans';
import {
  type MailBrand,
  type MailBrandFor,
  PRODUCT_NAME,
  productMailBrand,
} from '../../integrations/mail';
import type { SecretBox } from '../../integrations/secrets';
import { PUBLIC_FILES_PATH } from './branding.service';
import type { WhitelabelRepository } from './whitelabel.repository';

/**
 * The brand of an organization's product mails: an agency's name, logo and colour, links on its
 * verified domain, and its own sender when it saved SMTP credentials; the product's otherwise.
 */
export function createMailBrands(deps: {
  repository: WhitelabelRepository;
  senderSecrets: SecretBox;
  publicUrl: string;
  logger: Logger;
}): MailBrandFor {
  const product = productMailBrand(deps.publicUrl);
  return async (orgId) => {
    const found = orgId ? await deps.repository.findByOrg(orgId) : null;
    if (!found || !isAgencyPlan(found.plan)) return product;
    const { whitelabel } = found;
    const appUrl =
      whitelabel.domain && whitelabel.domainStatus === 'verified'
        ? `https://${whitelabel.domain}`
        : deps.publicUrl;
    const brand: MailBrand = {
      name: whitelabel.agencyName?.trim() || PRODUCT_NAME,
      logoUrl: whitelabel.logo
        ? `${appUrl}${assetUrl(PUBLIC_FILES_PATH, whitelabel.logo, whitelabel.logoChangedAt)}`
        : null,
      primaryColor: whitelabel.colors?.primary ?? null,
      appUrl,
      sender: null,
    };
    if (whitelabel.senderEmail && whitelabel.senderSecretSealed) {
      try {
        const smtpUrl = await deps.senderSecrets.open(whitelabel.senderSecretSealed);
        brand.sender = { address: whitelabel.senderEmail, smtpUrl };
      } catch (error) {
        // A key change (SECRETS_KEY) makes old secrets unreadable: mail still goes out, branded,
        // from the product's address, and the owner can save the credentials again.
        deps.logger.warn({ err: error, orgId }, 'white-label sender credentials cannot be opened');
      }
    }
    return brand;
  };
}
