import type { TFunction } from 'i18next';

/** 'report.ready' -> "Audit report ready" (keys use '_' since i18next reads '.' as nesting). */
export function eventTypeLabel(t: TFunction, type: string): string {
  return t(`webhooks.types.${type.replace('.', '_')}` as 'webhooks.types.report_ready', {
    defaultValue: type,
  });
}
