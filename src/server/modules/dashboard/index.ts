// The dashboard composes read-only views of what needs a user's attention across the modules
// that own the data: campaign posts whose fetch failed (campaigns), reports that became ready
// (reports) and calendar content due around this week (content). It owns no tables and asks each
// module's service, so the rules of what counts stay with the data.
export { attentionRoutes } from './attention.routes';
export { type AttentionService, createAttentionService } from './attention.service';
