import {
  type TWebhookWithSecret,
  WEBHOOK_EVENT_TYPE_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  ZCreateWebhookRequest,
} from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import {
  BoundField,
  Checkbox,
  FormDrawer,
  SelectField,
  TextField,
  useCreateDrawerForm,
} from '@arara/ui/form';
import type { CreateDrawerProps } from '@arara/ui/page';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { DEVELOPER_ERROR_NAMESPACES } from '@/lib/form-errors';
import { bankAccountsQueryOptions, useCreateWebhook } from '../api/webhooks';

type Values = z.input<typeof ZCreateWebhookRequest>;

const empty = (): Values => ({ url: '', bankAccountId: '', events: [] });

/**
 * Add a webhook (docs/requirements/developer.md "Webhooks"): one of the merchant's bank
 * accounts, the receiving URL and the events it wants.
 */
export function CreateWebhookDrawer({
  merchantId,
  onCreated,
  ...controls
}: CreateDrawerProps<TWebhookWithSecret>) {
  const { t } = useTranslation('developer');
  const text = textFor(t);
  const bankAccounts = useQuery({
    ...bankAccountsQueryOptions(merchantId),
    enabled: controls.open,
  });
  const create = useCreateWebhook(merchantId);
  const drawer = useCreateDrawerForm(controls, {
    resolver: zodResolver(ZCreateWebhookRequest),
    empty,
    failureText: t('webhooks.errors.createFailed'),
    pending: create.isPending,
    create: (values: Values) => create.mutateAsync({ body: values }),
    onCreated,
  });

  return (
    <FormDrawer
      {...drawer}
      title={t('webhooks.form.title')}
      formId="create-webhook"
      size={480}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('webhooks.form.submit')}
      errorNamespaces={DEVELOPER_ERROR_NAMESPACES}
    >
      <SelectField
        name="bankAccountId"
        label={t('webhooks.form.bankAccount')}
        placeholder={t('webhooks.form.bankAccountPlaceholder')}
        error={bankAccounts.isError ? t('webhooks.form.bankAccountsError') : undefined}
        loading={bankAccounts.isPending}
        options={(bankAccounts.data?.items ?? []).map((account) => ({
          value: account.id,
          label: `${account.bankName} · ${account.branchNumber} / ${account.accountNumber}`,
        }))}
      />
      <TextField
        name="url"
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHint')}
        placeholder="https://example.com/webhooks/arara"
        maxLength={WEBHOOK_URL_MAX}
        autoComplete="off"
      />
      <BoundField<Values, 'events'>
        name="events"
        label={t('webhooks.form.events')}
        render={(field, { id, 'aria-describedby': describedBy }) => (
          <fieldset
            id={id}
            aria-describedby={describedBy}
            style={{ border: 0, margin: 0, padding: 0 }}
          >
            <Checkbox.Group
              value={field.value}
              onChange={(chosen) => field.onChange(chosen)}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              options={WEBHOOK_EVENT_TYPES.map((type) => ({
                value: type,
                label: text(WEBHOOK_EVENT_TYPE_LABELS[type]),
              }))}
            />
          </fieldset>
        )}
      />
    </FormDrawer>
  );
}
