import type { EventType } from './event-types';
import type { DomainEventRow } from './events.tables';

/** An event as API clients and webhook receivers get it (docs/events.md). */
export type EventDto = {
  /** Increasing per installation; receivers deduplicate by it (delivery is at least once). */
  id: string;
  type: EventType;
  version: number;
  payload: Record<string, unknown>;
  createdAt: string;
};

export function toEventDto(row: DomainEventRow): EventDto {
  return {
    id: String(row.id),
    type: row.type,
    version: row.version,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}
