// The event types and payloads are part of the API contract (events API, webhooks); they live in
// src/common/api/events.ts so the web app reads the same list.
export * from '../../common/api/events';
