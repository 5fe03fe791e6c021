import { ApiError } from '@arara/api-client';
import type { TQrCode } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Panel, toast } from '@arara/ui/core';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency';
import { usePaymentErrorText } from '@/lib/errors';
import { AmountInput } from '@arara/ui/form';
import { useSandboxPayQrCode } from '../api/qr-codes';

/**
 * The sandbox payer: pays the code from outside the platform (a code without a value asks for
 * the amount). Only for a code that can still be paid, for members who manage accounts.
 */
export function SandboxPayPanel({ merchantId, code }: { merchantId: string; code: TQrCode }) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const pay = useSandboxPayQrCode(merchantId, code.id);
  const [amount, setAmount] = useState<number | undefined>(undefined);
  // One key per intended payment: a retry of a failed request reuses it, a new payment does not.
  const key = useRef(newIdempotencyKey());
  const error = pay.error instanceof ApiError ? pay.error : undefined;
  const amountError = error ? errorText(error.fields.amount) : undefined;
  const otherError = error
    ? (errorText(error.fields.status) ?? (amountError ? undefined : t('qrCodes.sandbox.failed')))
    : undefined;

  const submit = () =>
    pay.mutate(
      { body: code.amount === null ? { amount } : {}, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          toast.success(t('qrCodes.sandbox.paid'));
        },
      },
    );

  return (
    <Panel title={t('qrCodes.sandbox.title')}>
      <Flex vertical gap={12} style={{ maxWidth: 420 }}>
        <span>{t('qrCodes.sandbox.description')}</span>
        {code.amount === null ? (
          <AmountInput
            id="qr-sandbox-amount"
            label={t('qrCodes.sandbox.amount')}
            value={amount}
            onChange={setAmount}
            error={amountError}
          />
        ) : null}
        {otherError ? <Alert type="error" showIcon title={otherError} /> : null}
        <Button
          type="primary"
          loading={pay.isPending}
          onClick={submit}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('qrCodes.sandbox.pay')}
        </Button>
      </Flex>
    </Panel>
  );
}
