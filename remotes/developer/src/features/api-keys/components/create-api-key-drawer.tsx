import {
  API_KEY_NAME_MAX,
  type TCreateApiKeyResponse,
  ZCreateApiKeyRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { periodInstants } from '@arara/ui/data';
import {
  BoundField,
  DateField,
  FormDrawer,
  optionsOf,
  Radio,
  TextField,
  useCreateDrawerForm,
} from '@arara/ui/form';
import type { CreateDrawerProps } from '@arara/ui/page';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { DEVELOPER_ERROR_NAMESPACES } from '@/lib/form-errors';
import { useRefusalTexts } from '@/lib/refusal';
import { useCreateApiKey } from '../api/api-keys';
import { ScopesField } from './scopes-field';

/**
 * The form: the contract's request, with the expiry typed as a day (`expiresAt`, so the API's
 * field error on it lands there) or "never".
 */
const ZApiKeyForm = z
  .extend(ZCreateApiKeyRequest, {
    expiry: z.enum(['never', 'date']),
    expiresAt: z.string(),
  })
  .check(
    z.refine((values) => values.expiry === 'never' || values.expiresAt !== '', {
      error: 'developer:apiKeys.form.expiryRequired',
      path: ['expiresAt'],
    }),
  );
type Values = z.input<typeof ZApiKeyForm>;

const empty = (): Values => ({ name: '', scopes: [], expiry: 'never', expiresAt: '' });

/**
 * The request of the form: a key that expires on a day works through the last millisecond of
 * that day in São Paulo (so lists show that day, not the next).
 */
function apiKeyRequest({ name, scopes, expiry, expiresAt }: Values) {
  const end = periodInstants({ from: expiresAt, to: expiresAt }).end;
  return {
    name,
    scopes,
    expiresAt: expiry === 'date' && end ? new Date(end.getTime() - 1).toISOString() : null,
  };
}

/**
 * Create an API key (docs/requirements/developer.md "API keys"): name, expiry and scopes. The
 * merchant's one active key makes the API refuse another (409), which is said as such.
 */
export function CreateApiKeyDrawer({
  merchantId,
  onCreated,
  ...controls
}: CreateDrawerProps<TCreateApiKeyResponse>) {
  const { t } = useTranslation('developer');
  const create = useCreateApiKey(merchantId);
  const refusal = useRefusalTexts({ 409: t('apiKeys.errors.oneActive') });
  const drawer = useCreateDrawerForm(controls, {
    resolver: zodResolver(ZApiKeyForm),
    empty,
    failureText: t('apiKeys.errors.createFailed'),
    pending: create.isPending,
    create: (values: Values) =>
      refusal.track(() => create.mutateAsync({ body: apiKeyRequest(values) })),
    onCreated,
  });
  const expiry = drawer.form.watch('expiry');

  return (
    <FormDrawer
      {...drawer}
      failure={refusal.failure(drawer.failure)}
      title={t('apiKeys.form.title')}
      formId="create-api-key"
      size={520}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('apiKeys.form.submit')}
      errorNamespaces={DEVELOPER_ERROR_NAMESPACES}
    >
      <TextField name="name" label={t('apiKeys.form.name')} maxLength={API_KEY_NAME_MAX} />
      <BoundField<Values>
        name="expiry"
        label={t('apiKeys.form.expiry')}
        render={(field, { id }) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={optionsOf(['never', 'date'] as const, (value) =>
              t(`apiKeys.form.expiryOptions.${value}`),
            )}
          />
        )}
      />
      {expiry === 'date' ? (
        <DateField name="expiresAt" label={t('apiKeys.form.expiresAt')} />
      ) : null}
      <ScopesField<Values> name="scopes" label={t('apiKeys.form.scopes')} />
    </FormDrawer>
  );
}
