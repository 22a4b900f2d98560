import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DnsRecordDto } from '../../../../common/api/whitelabel';
import { Button } from '../../../components/ui/button';
import { Table } from '../../../components/ui/table';

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
    <Table
      caption={t('whitelabel.domain.recordsCaption')}
      tableClassName="w-full min-w-[32rem] text-left text-sm"
      headClassName="text-text-dark/70"
      headerCellClassName="py-2 pr-3 font-semibold"
      columns={[
        { key: 'type', header: t('whitelabel.domain.type') },
        { key: 'name', header: t('whitelabel.domain.name') },
        { key: 'value', header: t('whitelabel.domain.value') },
        {
          key: 'copy',
          header: t('whitelabel.domain.copy'),
          isHeaderHidden: true,
          className: 'py-2',
        },
      ]}
    >
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
    </Table>
  );
}
