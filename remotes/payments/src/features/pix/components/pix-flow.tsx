import { ApiError } from '@arara/api-client';
import {
  PAYMENT_MESSAGES,
  type TPaymentDocument,
  type TPixCodeChannel,
  type TPixDestination,
  type TPixPreview,
  type TPixTransferRequest,
  type TVirtualAccountDetail,
  ZPixDestination,
  ZPixTransferRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Input } from '@arara/ui/core';
import { Money, Tabs } from '@arara/ui/data';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { usePaymentErrorText } from '../../../lib/errors';
import {
  AccountField,
  AmountFields,
  CodeDialog,
  PasswordDialog,
  ReviewCard,
  ReviewNotices,
  StepAction,
  TransferConfirmation,
  TransferFrame,
  useTransferFlow,
} from '../../transfer-flow';
import { CounterpartyKeyPicker } from '../../counterparties';
import { usePixPreview, usePixTransfer, useRequestPixCode } from '../api/pix';
import { QrImageReader } from './qr-image-reader';
import { ReceiverCard } from './receiver-card';

const STEPS = ['origin', 'destination', 'amount', 'review', 'confirmation'] as const;
type Step = (typeof STEPS)[number];

/** What the steps collect; password and code come from the dialogs when sending. */
const ZPixForm = z.pick(ZPixTransferRequest, {
  virtualAccountId: true,
  destination: true,
  amount: true,
  description: true,
});
type Values = Omit<TPixTransferRequest, 'password' | 'code'>;
type Tab = 'key' | 'qr' | 'paste';
type Dialog = 'password' | 'code' | null;

const EMPTY: Partial<Values> = {
  virtualAccountId: undefined,
  destination: { type: 'key', key: '' },
  amount: undefined,
  description: '',
};

const FIELD_STEP: [string, Step][] = [
  ['virtualAccountId', 'origin'],
  ['destination', 'destination'],
  ['amount', 'amount'],
  ['description', 'amount'],
];

/** The API's field error on a destination (`destination`, `destination.key`, …), if any. */
function destinationFieldError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = Object.keys(error.fields).find((name) => name.startsWith('destination'));
  return field ? error.fields[field] : undefined;
}

/** Spec §2 /pix: origin → key or code (looked up) → amount → review → password, code → sent. */
export function PixFlow({
  merchantId,
  accounts,
}: {
  merchantId: string;
  accounts: TVirtualAccountDetail[];
}) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const flow = useTransferFlow(STEPS);
  const previewer = usePixPreview(merchantId);
  const codeRequest = useRequestPixCode(merchantId);
  const transfer = usePixTransfer(merchantId);
  const [tab, setTab] = useState<Tab>('key');
  const [preview, setPreview] = useState<TPixPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [channel, setChannel] = useState<TPixCodeChannel['channel'] | null>(null);
  const [sent, setSent] = useState<TPaymentDocument | null>(null);
  const isSending = useRef(false);
  const form = useForm<Values>({ resolver: zodResolver(ZPixForm), defaultValues: EMPTY });
  const values = form.watch();
  const origin = accounts.find((account) => account.id === values.virtualAccountId);
  const destinationErrors = form.formState.errors.destination as
    | { key?: FieldError; code?: FieldError; message?: string }
    | undefined;
  const destinationError = errorText(
    destinationErrors?.key?.message ??
      destinationErrors?.code?.message ??
      destinationErrors?.message,
  );

  const startOver = () => {
    form.reset(EMPTY);
    setTab('key');
    setPreview(null);
    setFailure(null);
    setSent(null);
    setDialog(null);
    transfer.reset();
    flow.reset();
  };

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
        destinationFieldError(error) ??
        (error instanceof ApiError && error.status === 404
          ? PAYMENT_MESSAGES.keyNotFound
          : PAYMENT_MESSAGES.failed);
      form.setError('destination', { type: 'server', message });
    }
  };

  const next = async () => {
    if (flow.step === 'origin') {
      if (await form.trigger('virtualAccountId')) flow.next();
    } else if (flow.step === 'destination') {
      if (!preview) return;
      if (preview.fixedAmount !== null) {
        form.setValue('amount', preview.fixedAmount);
        form.clearErrors('amount');
      }
      flow.next();
    } else if (flow.step === 'amount') {
      if (await form.trigger(['amount', 'description'])) flow.next();
    }
  };

  const askCode = async (typed: string) => {
    setPassword(typed);
    setPasswordError(null);
    setCodeError(null);
    try {
      const { amount, destination } = form.getValues();
      const answer = await codeRequest.mutateAsync({ amount: amount ?? 0, destination });
      setChannel(answer.channel);
      setDialog('code');
    } catch {
      setDialog(null);
      setFailure(PAYMENT_MESSAGES.failed);
    }
  };

  const send = async (code: string) => {
    const key = flow.idempotencyKey;
    if (!key || isSending.current) return;
    isSending.current = true;
    setFailure(null);
    setCodeError(null);
    const typed = form.getValues();
    try {
      const document = await transfer.mutateAsync({
        body: {
          ...typed,
          description: typed.description?.trim() || undefined,
          password,
          code,
        },
        idempotencyKey: key,
      });
      setDialog(null);
      setSent(document);
      flow.goTo('confirmation');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.code) {
        setCodeError(fields.code);
      } else if (fields.password) {
        setPasswordError(fields.password);
        setDialog('password');
      } else {
        setDialog(null);
        const [field, step] =
          FIELD_STEP.find(([name]) =>
            Object.keys(fields).some((failed) => failed.startsWith(name)),
          ) ?? [];
        const message = field
          ? Object.entries(fields).find(([failed]) => failed.startsWith(field))?.[1]
          : undefined;
        if (field && step && message) {
          flow.goTo(step);
          if (field === 'destination') setPreview(null);
          form.setError(field as keyof Values, { type: 'server', message });
        } else {
          setFailure(PAYMENT_MESSAGES.failed);
        }
      }
    } finally {
      isSending.current = false;
    }
  };

  const isConfirmation = flow.step === 'confirmation';
  const isFixed = preview?.fixedAmount != null;

  const primary =
    flow.step === 'destination' && !preview ? (
      <Button
        key="look-up"
        type="primary"
        loading={previewer.isPending}
        onClick={() => void lookUp()}
      >
        {t('pix.lookUp')}
      </Button>
    ) : (
      <StepAction
        step={flow.step}
        sendLabel={t('flow.actions.send')}
        onSend={() => {
          setPasswordError(null);
          setDialog('password');
        }}
        onContinue={() => void next()}
        pending={transfer.isPending}
      />
    );

  const destination = values.destination;
  return (
    <TransferFrame
      stepTitles={STEPS.map((step) => t(`flow.steps.${step}`))}
      current={flow.index}
      primary={primary}
      onBack={flow.isFirst || isConfirmation || transfer.isPending ? undefined : flow.back}
      onDiscard={isConfirmation || transfer.isPending ? undefined : startOver}
    >
      {flow.step === 'origin' ? (
        <AccountField
          control={form.control}
          name="virtualAccountId"
          id="pix-origin"
          label={t('flow.fields.origin')}
          accounts={accounts}
        />
      ) : null}
      {flow.step === 'destination' ? (
        <>
          <Tabs
            activeKey={tab}
            onChange={(next) => {
              setTab(next as Tab);
              setDestination(
                next === 'key' ? { type: 'key', key: '' } : { type: 'code', code: '' },
              );
            }}
            items={[
              {
                key: 'key',
                label: t('pix.tabs.key'),
                children:
                  tab === 'key' && destination?.type === 'key' ? (
                    <>
                      <CounterpartyKeyPicker
                        merchantId={merchantId}
                        onPick={(key) => setDestination({ type: 'key', key })}
                      />
                      <Field id="pix-key" label={t('pix.key.label')} error={destinationError}>
                        {(control) => (
                          <Input
                            {...control}
                            autoComplete="off"
                            value={destination.key}
                            placeholder={t('pix.key.placeholder')}
                            onChange={(event) =>
                              setDestination({ type: 'key', key: event.target.value })
                            }
                          />
                        )}
                      </Field>
                    </>
                  ) : null,
              },
              {
                key: 'qr',
                label: t('pix.tabs.qr'),
                children:
                  tab === 'qr' ? (
                    <>
                      <QrImageReader onCode={(code) => setDestination({ type: 'code', code })} />
                      {destination?.type === 'code' && destination.code ? (
                        <Field id="pix-qr-code" label={t('pix.code.read')} error={destinationError}>
                          {(control) => (
                            <Input.TextArea {...control} value={destination.code} readOnly />
                          )}
                        </Field>
                      ) : destinationError ? (
                        <Alert type="error" showIcon title={destinationError} />
                      ) : null}
                    </>
                  ) : null,
              },
              {
                key: 'paste',
                label: t('pix.tabs.paste'),
                children:
                  tab === 'paste' && destination?.type === 'code' ? (
                    <Field
                      id="pix-paste-code"
                      label={t('pix.paste.label')}
                      error={destinationError}
                    >
                      {(control) => (
                        <Input.TextArea
                          {...control}
                          rows={3}
                          value={destination.code}
                          onChange={(event) =>
                            setDestination({ type: 'code', code: event.target.value.trim() })
                          }
                        />
                      )}
                    </Field>
                  ) : null,
              },
            ]}
          />
          {preview ? <ReceiverCard preview={preview} /> : null}
        </>
      ) : null}
      {flow.step === 'amount' ? (
        <>
          {preview ? <ReceiverCard preview={preview} /> : null}
          <AmountFields
            control={form.control}
            idPrefix="pix"
            origin={origin}
            fixedHint={isFixed ? t('pix.amountFixed') : undefined}
          />
        </>
      ) : null}
      {flow.step === 'review' ? (
        <>
          <ReviewNotices failure={failure} />
          <ReviewCard
            title={t('flow.review.title')}
            items={[
              { key: 'origin', label: t('flow.fields.origin'), value: origin?.label },
              { key: 'receiver', label: t('flow.fields.receiver'), value: preview?.receiverName },
              {
                key: 'document',
                label: t('pix.receiver.document'),
                value: preview?.maskedDocument,
              },
              {
                key: 'institution',
                label: t('pix.receiver.institution'),
                value: preview?.institutionName,
              },
              {
                key: 'amount',
                label: t('flow.fields.amount'),
                value: <Money cents={values.amount ?? 0} strong />,
              },
              {
                key: 'description',
                label: t('flow.fields.description'),
                value: values.description || '—',
              },
            ]}
          />
          <PasswordDialog
            open={dialog === 'password'}
            error={passwordError}
            pending={codeRequest.isPending}
            onSubmit={(typed) => void askCode(typed)}
            onClose={() => setDialog(null)}
          />
          <CodeDialog
            open={dialog === 'code'}
            channel={channel}
            error={codeError}
            pending={transfer.isPending}
            onSubmit={(code) => void send(code)}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
      {isConfirmation && sent ? (
        <TransferConfirmation
          document={sent}
          receiver={preview?.receiverName ?? sent.counterpartyName ?? '—'}
          publicPagePath={`/pix/${sent.id}`}
          onNewTransfer={startOver}
        />
      ) : null}
    </TransferFrame>
  );
}
