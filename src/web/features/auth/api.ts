// Query keys and hooks of sign-up and sign-in (/customer/auth/...): the only place this feature
// calls the API. Form calls are quiet: the forms show the server's message next to the field.

import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  ActivateBody,
  AuthResponse,
  ForgotPasswordResponse,
  GoogleBody,
  InvitationDto,
  LoginBody,
  SignupBody,
} from '../../../common/api/auth';
import { stripEmpty } from '../../../common/strip-empty';
import { logout } from '../../app/session';
import { apiRequest } from '../../lib/api-client';

const AUTH = '/customer/auth';

/** What sign-up, login, Google sign-in and activation all answer (ARCHITECTURE "API conventions"). */
export type AuthResult = AuthResponse;
/** Sign-up always creates the owner: the hook adds the role itself. */
export type SignUpRequest = Omit<SignupBody, 'role'>;
export type LoginRequest = LoginBody;
export type GoogleLoginRequest = GoogleBody;
export type Invitation = InvitationDto;
export type ResetTokenCheck = Extract<ForgotPasswordResponse, { valid: true }>;
export type ActivateRequest = ActivateBody;
type ResetMailSent = Extract<ForgotPasswordResponse, { sent: true }>;
type PasswordChanged = Extract<ForgotPasswordResponse, { changed: true }>;

export const authKeys = {
  resetToken: (token: string) => ['auth', 'reset-token', token] as const,
  invitation: (token: string) => ['auth', 'invitation', token] as const,
};

export function useSignUp() {
  return useMutation({
    mutationFn: (request: SignUpRequest) =>
      apiRequest<AuthResult>(`${AUTH}/signup`, {
        method: 'POST',
        // Sign-up always creates an organization with its owner (SPEC 6).
        body: stripEmpty({ ...request, role: 'owner' }),
        quiet: true,
      }),
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest) =>
      apiRequest<AuthResult>(`${AUTH}/login`, { method: 'POST', body: request, quiet: true }),
  });
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: (request: GoogleLoginRequest) =>
      apiRequest<AuthResult>(`${AUTH}/login/google`, {
        method: 'POST',
        body: stripEmpty(request),
        quiet: true,
      }),
  });
}

/** Ends the session on the server, then everywhere on this side, whatever the server said. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(`${AUTH}/logout`, { method: 'POST', quiet: true }),
    onSettled: () => {
      logout('logout');
      // The guard of a signed-in page goes there too; this covers the pages without one.
      void navigate('/auth/login', { replace: true });
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<ResetMailSent>(`${AUTH}/forgot-password`, {
        method: 'POST',
        body: { method: 'request', email },
        quiet: true,
      }),
  });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: authKeys.resetToken(token ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ResetTokenCheck>(`${AUTH}/forgot-password`, {
        method: 'POST',
        body: { method: 'validate', token },
        signal,
        // The page explains an expired or unknown link itself.
        quiet: true,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiRequest<PasswordChanged>(`${AUTH}/forgot-password`, {
        method: 'POST',
        body: { method: 'change', token, password },
        quiet: true,
      }),
  });
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: authKeys.invitation(token ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<Invitation>(`${AUTH}/user/${encodeURIComponent(token ?? '')}`, {
        signal,
        // 404 is an unknown or used invitation: the page says so itself.
        quiet: true,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useActivateInvitation() {
  return useMutation({
    mutationFn: (request: ActivateRequest) =>
      apiRequest<AuthResult>(`${AUTH}/user/activate`, {
        method: 'POST',
        body: request,
        quiet: true,
      }),
  });
}

/**
 * A partner's referral link was opened: counted once per browser session and referral, quietly
 * (a visitor never sees this call fail).
 */
export function countReferralVisit(referralId: string): void {
  const key = `reachbase.referralVisit.${referralId}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage blocked: count this visit anyway.
  }
  void apiRequest('/public/promoter', {
    method: 'POST',
    body: { referralId },
    quiet: true,
  }).catch(() => {});
}
