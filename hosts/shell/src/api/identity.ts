import { apiRequest } from '@arara/api-client';
import {
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TRegisterRequest,
  type TRegisterResponse,
  type TResendVerificationRequest,
  type TResetPasswordRequest,
  type TVerifyEmailRequest,
  ZRegisterResponse,
} from '@arara/contracts';

/**
 * The identity calls of the shell's own screens (sign-up, verification, reset, change).
 * They live with the screens, loaded lazily, rather than in @arara/api-client, which /login
 * downloads.
 */
export function register(input: TRegisterRequest): Promise<TRegisterResponse> {
  return apiRequest('/auth/register', {
    method: 'POST',
    body: input,
    schema: ZRegisterResponse,
    isPublic: true,
  });
}

export function verifyEmail(input: TVerifyEmailRequest): Promise<TRegisterResponse> {
  return apiRequest('/auth/verify-email', {
    method: 'POST',
    body: input,
    schema: ZRegisterResponse,
    isPublic: true,
  });
}

/** Answered 202 whether or not the address is known. */
export function resendVerification(input: TResendVerificationRequest): Promise<void> {
  return apiRequest('/auth/resend-verification', { method: 'POST', body: input, isPublic: true });
}

/** Answered 202 whether or not the address is known. */
export function forgotPassword(input: TForgotPasswordRequest): Promise<void> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: input, isPublic: true });
}

export function resetPassword(input: TResetPasswordRequest): Promise<TRegisterResponse> {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: ZRegisterResponse,
    isPublic: true,
  });
}

/** Signed in; the server signs out the user's other sessions. */
export function changePassword(input: TChangePasswordRequest): Promise<void> {
  return apiRequest('/auth/change-password', { method: 'POST', body: input });
}
