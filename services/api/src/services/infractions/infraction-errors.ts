import { AppErrorCode, COMPLIANCE_MESSAGES, FILE_MESSAGES } from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** Another merchant's or an unknown infraction (404, the same for both). */
export const infractionNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'Infraction not found', {
    infractionId: COMPLIANCE_MESSAGES.infractionNotFound,
  });

/** 'Insufficient information to submit defense' (the spec's text). */
export const defenseInsufficient = () =>
  new AppError(AppErrorCode.UNPROCESSABLE, 'Insufficient information to submit defense', {
    description: COMPLIANCE_MESSAGES.defenseInsufficient,
  });

/** 'Virtual account ID not found' (the spec's text): not the infraction's virtual account. */
export const defenseVirtualAccount = () =>
  new AppError(AppErrorCode.UNPROCESSABLE, 'Virtual account ID not found', {
    virtualAccountId: COMPLIANCE_MESSAGES.defenseVirtualAccount,
  });

export const deadlinePassed = () =>
  new AppError(AppErrorCode.UNPROCESSABLE, 'The deadline to defend this infraction has passed', {
    infractionId: COMPLIANCE_MESSAGES.deadlinePassed,
  });

export const notDefensible = () =>
  new AppError(AppErrorCode.CONFLICT, 'This infraction does not accept a defense now', {
    infractionId: COMPLIANCE_MESSAGES.notDefensible,
  });

/** An attachment that is not a defense file of this merchant, or is attached already. */
export const attachmentNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, 'File not found', {
    attachmentIds: FILE_MESSAGES.notFound,
  });

/** A second infraction on a Pix that has one not closed. */
export const alreadyOpen = () =>
  new AppError(AppErrorCode.CONFLICT, 'This Pix already has an infraction in progress', {
    documentId: COMPLIANCE_MESSAGES.infractionOpen,
  });

/** The analysis of an infraction already decided (or whose hold moved already). */
export const alreadyDecided = () =>
  new AppError(AppErrorCode.CONFLICT, 'This infraction was already decided', {
    infractionId: COMPLIANCE_MESSAGES.infractionDecided,
  });

export const invalidCursor = () =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid cursor', {
    cursor: COMPLIANCE_MESSAGES.invalidCursor,
  });

export const invalidDate = (field: 'from' | 'to') =>
  new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid date', {
    [field]: COMPLIANCE_MESSAGES.invalidDate,
  });
