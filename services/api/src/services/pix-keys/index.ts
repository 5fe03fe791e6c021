export { addPixKey } from './add-pix-key';
export { confirmPixKey } from './confirm-pix-key';
export { createPixKey } from './create-pix-key';
export { deactivatePixKey } from './deactivate-pix-key';
export { getPixKey } from './get-pix-key';
export { listPixKeys } from './list-pix-keys';
export { findKeyHolder, lookupPixKeyAsMember } from './lookup-pix-key';
export { resendPixKeyCode } from './resend-pix-key-code';
