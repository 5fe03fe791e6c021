import { AppErrorCode, COMPLIANCE_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** No case (none started, or another merchant's id). */
export const onboardingNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Onboarding not found', {
    onboarding: COMPLIANCE_MESSAGES.onboardingNotFound,
  });

/** The spec's refusal: the case's status does not allow this change now. */
export const cannotEdit = () =>
  new AppError(AppErrorCode.CONFLICT, 'This onboarding cannot be edited at this time', {
    onboarding: COMPLIANCE_MESSAGES.cannotEdit,
  });

/** PUT with a `version` that is not the case's: someone else saved first. */
export const versionConflict = () =>
  new AppError(AppErrorCode.CONFLICT, 'The onboarding was changed since it was read', {
    version: COMPLIANCE_MESSAGES.versionConflict,
  });

/** A file that is unknown, another merchant's, or not an onboarding document. */
export const fileNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'File not found', {
    fileId: COMPLIANCE_MESSAGES.fileNotFound,
  });
