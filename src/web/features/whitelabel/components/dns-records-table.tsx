import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DnsRecordDto } from '../../../../common/api/whitelabel';
import { Button } from '../../../components/ui/button';

/** The records the agency creates at its DNS provider, each value one click to copy. */
export function DnsRecordsTable({ records }: { records: DnsRecordDto[] }) {
  const { t } = useTranslation();

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('whitelabel.domain.copied'));
    } catch {
      // Without clipboard access (an http page, a denied permission) the value is selectable.
      toast.error(t('whitelabel.domain.copyFailed'));
    }
  }

  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{t('whitelabel.domain.recordsCaption')}</caption>
        <thead className="text-text-dark/70">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('whitelabel.domain.type')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('whitelabel.domain.name')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('whitelabel.domain.value')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('whitelabel.domain.copy')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type}-${record.name}`} className="border-t border-text-dark/10">
              <td className="py-2 pr-3 font-mono">{record.type}</td>
              <td className="py-2 pr-3 font-mono break-all select-all">{record.name}</td>
              <td className="py-2 pr-3 font-mono break-all select-all">{record.value}</td>
              <td className="py-2 text-right">
                <Button
                  variant="secondary"
                  onClick={() => void copy(record.value)}
                  aria-label={t('whitelabel.domain.copyValue', { type: record.type })}
                >
                  {t('whitelabel.domain.copy')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
