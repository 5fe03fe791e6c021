import { bodyCall } from '@arara/api-client/call';
import { passwordEndpoints, registrationEndpoints } from '@arara/contracts';

/**
 * The identity calls of the shell's own screens (sign-up, verification, reset, change). They
 * live with the screens, loaded lazily, not on /login, which has a weight budget.
 */
export const register = bodyCall(registrationEndpoints.register);

export const verifyEmail = bodyCall(registrationEndpoints.verifyEmail);

/** Answered 202 whether or not the address is known. */
export const resendVerification = bodyCall(registrationEndpoints.resendVerification);

/** Answered 202 whether or not the address is known. */
export const forgotPassword = bodyCall(passwordEndpoints.forgot);

export const resetPassword = bodyCall(passwordEndpoints.reset);

/** Signed in; the server signs out the user's other sessions. */
export const changePassword = bodyCall(passwordEndpoints.change);
