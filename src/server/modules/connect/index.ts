// Connect: creators link their own Instagram, YouTube or TikTok account to a tracked profile
// through a connect link (docs/connect.md). It keeps the links, the OAuth attempts and the sealed
// tokens, and pulls stories with their private insights into content while connected.

export { connectRoutes } from './connect.routes';
export { CONNECT_SYNC_JOB, type ConnectService, createConnectService } from './connect.service';
export * from './connect.tables';
export { type ConnectSync, createConnectSync } from './connect-sync';
