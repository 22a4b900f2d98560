// What the custom domain's last DNS check found, as sentences that say what to do next: the
// server answers a reason code and the value it found; the words are the reader's language.

import type { TFunction } from 'i18next';
import type { DnsRecordDto, DomainStateDto } from '../../../common/api/whitelabel';

const recordOf = (state: DomainStateDto, type: DnsRecordDto['type']) =>
  state.dnsRecords.find((record) => record.type === type);

/** Why the domain is not verified yet and what to change; null when verified or not checked. */
export function domainCheckText(state: DomainStateDto, t: TFunction): string | null {
  const reason = state.domainFailureReason;
  if (!state.domain || !reason || state.domainStatus === 'verified') return null;
  return t(`whitelabel.domain.reason.${reason}`, {
    domain: state.domain,
    found: state.domainCheckFound ?? '',
    expected: recordOf(state, 'CNAME')?.value ?? '',
    txtName: recordOf(state, 'TXT')?.name ?? '',
  });
}

/** A CNAME target no public DNS can point at (PUBLIC_URL on localhost, an IP, a .local name). */
export function installHostWarning(state: DomainStateDto, t: TFunction): string | null {
  if (state.installHostPublic || !state.domain) return null;
  return t('whitelabel.domain.installHostPrivate', {
    host: recordOf(state, 'CNAME')?.value ?? '',
  });
}
