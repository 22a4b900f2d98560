import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Config } from '../../config';
import { AppError, unauthorized } from '../../http/errors';
import { AUTH_TEXT } from './auth.text';

/** What a verified Google ID token tells us about the person signing in. */
export type GoogleIdentity = {
  /** Google's stable account id: the key we identify Google users by (emails can change). */
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
};

export type GoogleIdTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

// Failures caused by the token itself (forged, expired, for another app): the caller is refused.
// Anything else (Google's key endpoint unreachable or answering garbage) is our outage, not theirs.
const REFUSED_TOKEN_CODES = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

/**
 * Verifies Google ID tokens locally against Google's published keys (JWKS, cached by jose):
 * signature, audience (our client id), issuer and expiry. The JWKS URL is our own configuration,
 * never user input, so it is fetched directly rather than through the outbound guard.
 */
export function createGoogleIdTokenVerifier(
  google: NonNullable<Config['google']>,
): GoogleIdTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl));
  return async (idToken) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        audience: google.clientId,
        issuer: google.issuers,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      throw verificationFailure(error);
    }
    return toIdentity(payload);
  };
}

function verificationFailure(error: unknown) {
  if (error instanceof errors.JOSEError && REFUSED_TOKEN_CODES.has(error.code)) {
    return unauthorized(AUTH_TEXT.googleNotVerified);
  }
  // Kept as the cause so the log shows why Google's keys could not be read.
  return new AppError('ServiceUnavailable', 503, AUTH_TEXT.googleUnavailable, { cause: error });
}

function toIdentity(payload: JWTPayload): GoogleIdentity {
  const { sub, email, name } = payload;
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) {
    throw unauthorized(AUTH_TEXT.googleNoEmail);
  }
  return {
    sub,
    email: email.trim().toLowerCase(),
    // Google sends a boolean; some older tokens carried the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
  };
}
