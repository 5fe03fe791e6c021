import { callApi } from '@arara/api-client/call';
import {
  passwordEndpoints,
  registrationEndpoints,
  type TChangePasswordRequest,
  type TForgotPasswordRequest,
  type TRegisterRequest,
  type TResendVerificationRequest,
  type TResetPasswordRequest,
  type TVerifyEmailRequest,
} from '@arara/contracts';

/**
 * The identity calls of the shell's own screens (sign-up, verification, reset, change). They
 * live with the screens, loaded lazily, not on /login, which has a weight budget.
 */
export const register = (body: TRegisterRequest) =>
  callApi(registrationEndpoints.register, { body });

export const verifyEmail = (body: TVerifyEmailRequest) =>
  callApi(registrationEndpoints.verifyEmail, { body });

/** Answered 202 whether or not the address is known. */
export const resendVerification = (body: TResendVerificationRequest) =>
  callApi(registrationEndpoints.resendVerification, { body });

/** Answered 202 whether or not the address is known. */
export const forgotPassword = (body: TForgotPasswordRequest) =>
  callApi(passwordEndpoints.forgot, { body });

export const resetPassword = (body: TResetPasswordRequest) =>
  callApi(passwordEndpoints.reset, { body });

/** Signed in; the server signs out the user's other sessions. */
export const changePassword = (body: TChangePasswordRequest) =>
  callApi(passwordEndpoints.change, { body });
