import { ApiError } from '@arara/api-client';
import {
  PAYMENT_MESSAGES,
  type TPixDestination,
  type TPixPreview,
  type TPixTransferRequest,
  ZPixDestination,
  ZPixTransferRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import * as z from 'zod/mini';
import { usePaymentErrorText } from '@/lib/errors';
import {
  checkOperationFee,
  findFieldError,
  type TransferFlowProps,
  TransferWizard,
  useOperationFee,
  useTransferWizard,
} from '../../transfer-flow';
import { usePixPreview, usePixTransfer, useRequestPixCode } from '../api/pix';
import { PixDestination, type PixTab } from './pix-destination';
import { ReceiverCard } from './receiver-card';

/** What the steps collect; password and code come from the step-up dialogs when sending. */
const ZPixForm = z.pick(ZPixTransferRequest, {
  virtualAccountId: true,
  destination: true,
  amount: true,
  description: true,
});
type Values = Omit<TPixTransferRequest, 'password' | 'code'>;

const EMPTY: Partial<Values> = { destination: { type: 'key', key: '' } };

/**
 * docs/payments.md "The Pix money path": origin → key or code (looked up) → amount → review →
 * password, code → sent.
 */
export function PixFlow({ merchantId, accounts }: TransferFlowProps) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const previewer = usePixPreview(merchantId);
  const codeRequest = useRequestPixCode(merchantId);
  const transfer = usePixTransfer(merchantId);
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PixTab>('key');
  const [preview, setPreview] = useState<TPixPreview | null>(null);
  const wizard = useTransferWizard<Values>({
    accounts,
    resolver: zodResolver(ZPixForm),
    defaultValues: EMPTY,
    fields: { origin: ['virtualAccountId'], destination: ['destination'] },
    send: ({ body, idempotencyKey, stepUp }) => {
      if (!stepUp) throw new Error('a Pix is sent with the password and the code');
      return transfer.mutateAsync({ body: { ...body, ...stepUp }, idempotencyKey });
    },
    requestCode: ({ amount, destination }) =>
      codeRequest.mutateAsync({ amount: amount ?? 0, destination }),
    // The receiver is looked up before the amount; a code's fixed amount is the amount; the
    // bank account fee is known (and amount + fee payable) before the review.
    beforeNext: (step, { form, showFieldError }) => {
      if (step === 'amount') {
        const { virtualAccountId = '', amount = 0 } = form.getValues();
        return checkOperationFee(
          queryClient,
          merchantId,
          { operation: 'pix_send', virtualAccountId, amount },
          form,
          showFieldError,
        );
      }
      if (step !== 'destination') return true;
      if (!preview) return false;
      if (preview.fixedAmount !== null) {
        form.setValue('amount', preview.fixedAmount);
        form.clearErrors('amount');
      }
      return true;
    },
    onFieldError: (field) => {
      if (field === 'destination') setPreview(null);
    },
    onReset: () => {
      setTab('key');
      setPreview(null);
    },
  });
  const { form } = wizard;
  const fee = useOperationFee({
    merchantId,
    operation: 'pix_send',
    virtualAccountId: wizard.values.virtualAccountId,
    amount: wizard.values.amount,
    onAmountStep: wizard.step === 'amount',
  });
  const destinationErrors = form.formState.errors.destination as
    | { key?: FieldError; code?: FieldError; message?: string }
    | undefined;

  const setDestination = (destination: TPixDestination) => {
    form.setValue('destination', destination);
    form.clearErrors('destination');
    setPreview(null);
  };

  const lookUp = async () => {
    const checked = z.safeParse(ZPixDestination, form.getValues('destination'));
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? PAYMENT_MESSAGES.failed;
      form.setError('destination', { type: 'validate', message });
      return;
    }
    try {
      setPreview(await previewer.mutateAsync(checked.data));
    } catch (error) {
      const message =
        findFieldError(error, ['destination'])?.message ??
        (error instanceof ApiError && error.status === 404
          ? PAYMENT_MESSAGES.keyNotFound
          : PAYMENT_MESSAGES.failed);
      form.setError('destination', { type: 'server', message });
    }
  };

  return (
    <TransferWizard
      wizard={wizard}
      idPrefix="pix"
      primary={
        wizard.step === 'destination' && !preview ? (
          <Button
            key="look-up"
            type="primary"
            loading={previewer.isPending}
            onClick={() => void lookUp()}
          >
            {t('pix.lookUp')}
          </Button>
        ) : undefined
      }
      destination={
        <PixDestination
          merchantId={merchantId}
          tab={tab}
          onTab={setTab}
          destination={wizard.values.destination}
          onChange={setDestination}
          error={errorText(
            destinationErrors?.key?.message ??
              destinationErrors?.code?.message ??
              destinationErrors?.message,
          )}
          preview={preview}
        />
      }
      amount={{
        before: preview ? <ReceiverCard preview={preview} /> : null,
        between: fee.between,
        fixedHint: preview?.fixedAmount != null ? t('pix.amountFixed') : undefined,
      }}
      review={{
        destination: [
          { key: 'receiver', label: t('flow.fields.receiver'), value: preview?.receiverName },
          { key: 'document', label: t('pix.receiver.document'), value: preview?.maskedDocument },
          {
            key: 'institution',
            label: t('pix.receiver.institution'),
            value: preview?.institutionName,
          },
        ],
        charges: fee.charges,
      }}
      confirmation={(sent) => ({
        receiver: preview?.receiverName ?? sent.counterpartyName ?? '—',
        publicPagePath: `/pix/${sent.id}`,
        extraItems: fee.sentCharges(sent),
      })}
      sendDisabled={!fee.ready}
    />
  );
}
