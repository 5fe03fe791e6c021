import { ApiError } from '@arara/api-client';
import { useCurrentMerchant } from '@arara/session/me';
import {
  formatDocument,
  PAYMENT_INITIATION_REASON_MAX,
  type TPaymentInitiation,
} from '@arara/contracts';
import { QueryView } from '@arara/ui/page';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, Panel, toast } from '@arara/ui/core';
import { Descriptions, formatDateTime, moneyItem, StatusTag } from '@arara/ui/data';
import { Drawer } from '@arara/ui/form';
import { Popconfirm } from '@arara/ui/layout';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency';
import { useSandboxMode } from '@arara/api-client/query';
import { usePaymentErrorText } from '@/lib/errors';
import {
  type PaymentInitiationAction,
  paymentInitiationQueryOptions,
  usePaymentInitiationAction,
} from '../api/open-finance';
import { PAYMENT_INITIATION_STATUS } from './payment-initiation-status';
import { Input } from '@arara/ui/input';

type Props = { merchantId: string; id: string | null; onClose: () => void };

/** What can still be done with a request awaiting authorisation. */
function Actions({
  merchantId,
  request,
  sandbox,
}: {
  merchantId: string;
  request: TPaymentInitiation;
  /** The API serves the sandbox payer (SANDBOX=true): its authorise and reject are offered. */
  sandbox: boolean;
}) {
  const { t } = useTranslation('payments');
  const errorText = usePaymentErrorText();
  const act = usePaymentInitiationAction(merchantId, request.id, (result) =>
    toast.success(t(`openFinance.done.${result.status}`)),
  );
  const [reason, setReason] = useState('');
  // One key per authorisation: a retry of a failed request reuses it.
  const authorisationKey = useRef(newIdempotencyKey());
  // Set at once, before React renders the buttons disabled: the second click of a double click
  // sends nothing. Once a decision is made the request is no longer awaiting (these buttons go
  // when it is read again), so only a refusal opens them again.
  const sending = useRef(false);
  const refusal =
    act.error instanceof ApiError
      ? (errorText(act.error.fields.status ?? act.error.fields.reason) ?? t('errors.failed'))
      : act.error
        ? t('errors.failed')
        : undefined;
  const run = (request: PaymentInitiationAction) => {
    if (sending.current) return;
    sending.current = true;
    act.mutate(request, {
      onError: () => {
        sending.current = false;
      },
    });
  };
  return (
    <Flex vertical gap={16}>
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      {sandbox ? (
        <Panel title={t('openFinance.sandbox.title')}>
          <Flex vertical gap={12}>
            <span>{t('openFinance.sandbox.description')}</span>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                loading={act.isPending && act.variables?.action === 'authorise'}
                disabled={act.isPending}
                onClick={() =>
                  run({ action: 'authorise', idempotencyKey: authorisationKey.current })
                }
              >
                {t('openFinance.sandbox.authorise')}
              </Button>
            </Flex>
            <Field
              id="of-reject-reason"
              label={t('openFinance.fields.rejectionReason')}
              hint={t('openFinance.sandbox.reasonHint')}
            >
              {(control) => (
                <Input
                  {...control}
                  value={reason}
                  maxLength={PAYMENT_INITIATION_REASON_MAX}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
            <Button
              danger
              style={{ alignSelf: 'flex-start' }}
              loading={act.isPending && act.variables?.action === 'reject'}
              disabled={act.isPending}
              onClick={() => run({ action: 'reject', reason: reason.trim() || undefined })}
            >
              {t('openFinance.sandbox.reject')}
            </Button>
          </Flex>
        </Panel>
      ) : null}
      <Popconfirm
        title={t('openFinance.confirmCancel')}
        okText={t('openFinance.cancel')}
        cancelText={t('flow.actions.back')}
        onConfirm={() => run({ action: 'cancel' })}
      >
        <Button style={{ alignSelf: 'flex-start' }} disabled={act.isPending}>
          {t('openFinance.cancel')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

function Detail({ merchantId, id, sandbox }: { merchantId: string; id: string; sandbox: boolean }) {
  const { t, i18n } = useTranslation('payments');
  const { can } = useCurrentMerchant();
  const query = useQuery(paymentInitiationQueryOptions(merchantId, id));
  const date = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <QueryView
      query={query}
      errorTitle={t('openFinance.loadError')}
      notFound={{
        title: t('openFinance.errors.notFound'),
        backTo: '/initiation/open-finance',
        backLabel: t('openFinance.back'),
      }}
    >
      {(request) => (
        <Flex vertical gap={16}>
          <Descriptions
            bordered
            column={1}
            size="small"
            items={[
              {
                key: 'status',
                label: t('openFinance.fields.status'),
                children: <StatusTag kind={PAYMENT_INITIATION_STATUS} status={request.status} />,
              },
              moneyItem('amount', t('openFinance.fields.amount'), request.amount),
              {
                key: 'reference',
                label: t('openFinance.fields.reference'),
                children: request.reference,
              },
              {
                key: 'payerInstitution',
                label: t('openFinance.fields.payerInstitution'),
                children: `${request.payerInstitution.name} (ISPB ${request.payerInstitution.ispb})`,
              },
              {
                key: 'payerName',
                label: t('openFinance.fields.payerName'),
                children: request.payerName ?? '—',
              },
              {
                key: 'payerDocument',
                label: t('openFinance.fields.payerDocument'),
                children: request.payerDocument ? formatDocument(request.payerDocument) : '—',
              },
              {
                key: 'virtualAccount',
                label: t('openFinance.fields.virtualAccount'),
                children: request.virtualAccountLabel,
              },
              {
                key: 'description',
                label: t('openFinance.fields.description'),
                children: request.description ?? '—',
              },
              {
                key: 'createdAt',
                label: t('openFinance.fields.createdAt'),
                children: date(request.createdAt),
              },
              {
                key: 'expiresAt',
                label: t('openFinance.fields.expiresAt'),
                children: date(request.expiresAt),
              },
              {
                key: 'decidedAt',
                label: t('openFinance.fields.decidedAt'),
                children: date(request.decidedAt),
              },
              ...(request.status === 'rejected'
                ? [
                    {
                      key: 'rejectionReason',
                      label: t('openFinance.fields.rejectionReason'),
                      children: request.rejectionReason ?? '—',
                    },
                  ]
                : []),
              ...(request.endToEndId
                ? [
                    {
                      key: 'endToEndId',
                      label: t('openFinance.fields.endToEndId'),
                      children: request.endToEndId,
                    },
                  ]
                : []),
            ]}
          />
          {request.status === 'awaiting_authorisation' && can('accounts.manage') ? (
            <Actions merchantId={merchantId} request={request} sandbox={sandbox} />
          ) : null}
        </Flex>
      )}
    </QueryView>
  );
}

/** One payment request, its fields and what can still be done with it. */
export function PaymentInitiationDrawer({ merchantId, id, onClose }: Props) {
  const { t } = useTranslation('payments');
  // Asked with the page, before a request opens: the sandbox payer's buttons only when the API
  // serves them (SANDBOX=true).
  const sandbox = useSandboxMode();
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('openFinance.detailTitle')} size={520}>
      {id ? <Detail key={id} merchantId={merchantId} id={id} sandbox={sandbox} /> : null}
    </Drawer>
  );
}
