// Domain events (the outbox): services record them with their changes; notifications and the
// events API read them. See docs/events.md.

export { type EventDto, toEventDto } from './event-dto';
export { createEventLoop, type EventConsumer, type EventLoop } from './event-loop';
export {
  atOrBeforePosition,
  type EventPosition,
  lastSettledPosition,
  positionOf,
  START_POSITION,
  settled,
  settledEventsAfter,
  takeSettledEvents,
} from './event-positions';
export {
  EVENT_PAYLOAD_SCHEMAS,
  EVENT_TYPES,
  EVENT_VERSION,
  type EventPayloads,
  type EventType,
  eventSchema,
} from './event-types';
export { type DomainEventRow, domainEvents, eventDispatchCursors, xid8 } from './events.tables';
export { recordEvent, recordEvents } from './outbox';
