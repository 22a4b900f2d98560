// Support: the contact form's tickets (SPEC create-ticket), stored for the operator, mailed to
// SUPPORT_EMAIL and acknowledged to the sender; `reachbase tickets` lists them.

export { supportRoutes } from './support.routes';
export { createSupportService, type SupportService } from './support.service';
export * from './support.tables';
export { listTicketsForOperator } from './support-operator';
