// Auth owns how people get in: sign-up (email and password, Google), sign-in and sign-out, email
// verification, password reset and accepting a team invitation. Users, organizations, sessions
// and tokens themselves belong to account; this module applies the rules of getting a session.
export { authRoutes } from './auth.routes';
export { type AuthService, createAuthService, type SignupInput } from './auth.service';
export { PASSWORD_RESET_MAIL_JOB } from './password-reset';
export type { RequestContext } from './sign-in';
export { DEAL_CODE_PATTERN, DEAL_PLAN, PARTNER_REFERRAL } from './signup-source';
