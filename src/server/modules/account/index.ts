// Account owns organizations, users and their roles, sessions, one-time email tokens, API keys,
// the plan catalogue and usage allowances. Every other module learns who is calling and what
// they may spend only through this surface.

export {
  isPendingInvitation,
  toMemberDto,
  toOrganizationDto,
  toOrgInfoDto,
  toProfileDto,
  toUserDto,
} from './account.dto';
export { accountRoutes } from './account.routes';
export { type AccountService, createAccountService } from './account.service';
export * from './account.tables';
export { API_KEY_PREFIX, createCallerResolver } from './caller';
export { hashPassword, hashToken, newToken, passwordRefusal, verifyPassword } from './credentials';
export { type EmailVerdict, validateEmail } from './email-validation';
export { createOperatorTools } from './operator';
export {
  limitToJson,
  METRIC_NAMES,
  METRICS,
  type Metric,
  PLANS,
  type Plan,
  planOrFree,
} from './plans';
export {
  createOneTimeTokens,
  createSessionStore,
  ONE_TIME_TOKEN_TTL_MS,
  type OneTimeTokens,
  type SessionStore,
} from './sessions';
export {
  createUsageService,
  periodStartFor,
  type UsageReport,
  type UsageService,
} from './usage.service';
