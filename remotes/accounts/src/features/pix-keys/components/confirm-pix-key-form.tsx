import {
  PIX_KEY_CODE_LENGTH,
  type TConfirmPixKeyRequest,
  type TPixKey,
  ZConfirmPixKeyRequest,
} from '@arara/contracts';
import { ApiError } from '@arara/api-client';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Text, toast } from '@arara/ui/core';
import { applyApiFieldErrors, FormErrorNamespaces, TextField } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNTS_ERROR_NAMESPACES, useErrorText } from '@/lib/form-errors';
import { useConfirmPixKey, useResendPixKeyCode } from '../api/pix-keys';
import { formatPixKey } from './pix-key-text';

type Props = {
  merchantId: string;
  /** A pending e-mail or phone key. */
  pixKey: TPixKey;
  /** The form element's id, for the drawer's submit button. */
  formId: string;
  onConfirmed: (key: TPixKey) => void;
};

/**
 * "Enter the code we sent": activates a pending e-mail or phone key, or sends a new code.
 * Until it is confirmed the key receives no Pix.
 */
export function ConfirmPixKeyForm({ merchantId, pixKey, formId, onConfirmed }: Props) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmPixKey(merchantId, pixKey.id);
  const resend = useResendPixKeyCode(merchantId, pixKey.id);
  const form = useForm<TConfirmPixKeyRequest>({
    resolver: zodResolver(ZConfirmPixKeyRequest),
    defaultValues: { code: '' },
  });
  const shown = formatPixKey(pixKey.type, pixKey.key);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onConfirmed(await confirm.mutateAsync({ body: values }));
      toast.success(t('pixKeys.confirmed', { key: shown }));
    } catch (error) {
      if (applyApiFieldErrors(error, form.setError, ['code'])) return;
      // Taken by another account meanwhile, or no longer pending: said about the key itself.
      const keyError = error instanceof ApiError ? error.fields.key : undefined;
      setFailure(errorText(keyError) ?? t('pixKeys.confirmError'));
    }
  });

  const onResend = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync({});
      form.reset({ code: '' });
      toast.success(t('pixKeys.resent'));
    } catch {
      setFailure(t('pixKeys.resendError'));
    }
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
      ) : null}
      <Text style={{ display: 'block', marginBottom: 16 }}>
        {t(pixKey.type === 'phone' ? 'pixKeys.codeSentPhone' : 'pixKeys.codeSentEmail', {
          key: shown,
        })}
      </Text>
      <FormErrorNamespaces namespaces={ACCOUNTS_ERROR_NAMESPACES}>
        <TextField
          control={form.control}
          name="code"
          id="pix-key-code"
          label={t('pixKeys.codeLabel')}
          hint={t('pixKeys.codeHint')}
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIX_KEY_CODE_LENGTH}
        />
      </FormErrorNamespaces>
      <Button type="link" onClick={() => void onResend()} loading={resend.isPending}>
        {t('pixKeys.resend')}
      </Button>
    </form>
  );
}
