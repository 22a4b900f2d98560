import { useMemo } from 'react';
import { useMe } from '../account';
import { allColumns, type ColumnId, savedColumns, visibleColumns } from './columns';
import type { CustomField } from './types';

/** The columns the signed-in user chose for the profiles table (tableSettings, per user). */
export function useProfileColumns(fields: readonly CustomField[]) {
  const me = useMe();
  const tableSettings = me.data?.profile.tableSettings;
  return useMemo(() => {
    const available: ColumnId[] = allColumns(fields);
    return { available, visible: visibleColumns(savedColumns(tableSettings), available) };
  }, [fields, tableSettings]);
}
