import { randomUUID } from 'node:crypto';
import {
  AppErrorCode,
  isAmbiguousPixKey,
  normalizePixKey,
  PIX_KEY_INVALID_MESSAGE,
  PIX_KEY_MESSAGES,
  type TCreatePixKeyRequest,
  type TPixKeyType,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';

/** The normalized key of a request (a random key is a new UUID); 400 on `key` when invalid. */
export function pixKeyOf(request: TCreatePixKeyRequest): { type: TPixKeyType; key: string } {
  // The contract refuses these first; kept for callers that skip it (the seed, services).
  const { type } = request;
  if (type === undefined) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid Pix key', {
      type: isAmbiguousPixKey(request.key ?? '')
        ? PIX_KEY_MESSAGES.chooseType
        : PIX_KEY_MESSAGES.required,
    });
  }
  const key = type === 'random' ? randomUUID() : normalizePixKey(type, request.key ?? '');
  if (key === null) {
    throw new AppError(AppErrorCode.VALIDATION_ERROR, 'Invalid Pix key', {
      key: type === 'random' ? PIX_KEY_MESSAGES.required : PIX_KEY_INVALID_MESSAGE[type],
    });
  }
  return { type, key };
}

/** E-mail and phone keys are proven with a code sent to them; the others are not sent anything. */
export const needsCode = (type: TPixKeyType): type is 'email' | 'phone' =>
  type === 'email' || type === 'phone';
