import { ApiError } from '@arara/api-client';
import { COMPLIANCE_MESSAGES } from '@arara/contracts';
import { KYC_NOT_APPROVED_KEY, merchantRefusalKey } from '../form/failure-message';

test('the KYC refusal key is the contract’s', () => {
  expect(KYC_NOT_APPROVED_KEY).toBe(COMPLIANCE_MESSAGES.kycNotApproved);
});

test('a refusal naming the merchant gives its key; anything else none', () => {
  const refused = new ApiError(403, 'MERCHANT_NOT_ACTIVE', 'No', {
    merchant: COMPLIANCE_MESSAGES.kycNotApproved,
  });
  expect(merchantRefusalKey(refused)).toBe(COMPLIANCE_MESSAGES.kycNotApproved);
  expect(merchantRefusalKey(new ApiError(500, 'INTERNAL', 'x'))).toBeUndefined();
  expect(merchantRefusalKey(new Error('x'))).toBeUndefined();
});
