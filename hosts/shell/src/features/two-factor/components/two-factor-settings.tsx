import { meEndpoints } from '@arara/contracts';
import { ApiError } from '@arara/api-client';
import { endpointKey } from '@arara/api-client/query';
import { useMe } from '@arara/session/me';
import {
  type TTwoFactorDisableRequest,
  type TTwoFactorEnableResponse,
  ZTwoFactorDisableRequest,
} from '@arara/contracts';
import { TWO_FACTOR_NAMESPACES, useTwoFactorTranslation } from '../i18n';
import { Button, Flex, Panel, Paragraph, PendingIndicator, Text, toast } from '@arara/ui/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BoundForm } from '@arara/ui/form';
import { FormAlert } from '@/components/form-alert';
import { disableTwoFactor } from '../api/two-factor';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

/**
 * The two-factor part of Settings: its state (from /me), turning it on (QR code, secret, code,
 * recovery codes shown once) and off (needs a code of the app or a recovery code).
 */
export function TwoFactorSettings() {
  const { t } = useTwoFactorTranslation();
  const me = useMe();
  const queryClient = useQueryClient();
  // 'setup' while the QR code is shown; the codes once enabled, until the user moves on.
  const [step, setStep] = useState<'idle' | 'setup' | { recoveryCodes: string[] }>('idle');

  const refreshMe = () => queryClient.invalidateQueries({ queryKey: endpointKey(meEndpoints.me) });
  const onEnabled = ({ recoveryCodes }: TTwoFactorEnableResponse) => {
    setStep({ recoveryCodes });
    toast.success(t('twoFactor.settings.enabled'));
    void refreshMe();
  };

  const content = () => {
    if (typeof step === 'object') {
      return (
        <RecoveryCodes
          codes={step.recoveryCodes}
          continueLabel={t('twoFactor.recoveryCodes.done')}
          onContinue={() => setStep('idle')}
        />
      );
    }
    if (me.isPending) return <PendingIndicator />;
    if (me.isError) return <FormAlert title={t('twoFactor.settings.loadError')} />;
    if (me.data.user.twoFactorEnabled) return <DisableTwoFactor onDisabled={refreshMe} />;
    if (step === 'setup') {
      return (
        <>
          <TwoFactorSetup onEnabled={onEnabled} />
          <Button block style={{ marginTop: 8 }} onClick={() => setStep('idle')}>
            {t('twoFactor.settings.cancel')}
          </Button>
        </>
      );
    }
    return (
      <>
        <Paragraph>{t('twoFactor.settings.offMessage')}</Paragraph>
        <Button type="primary" onClick={() => setStep('setup')}>
          {t('twoFactor.settings.enable')}
        </Button>
      </>
    );
  };

  const isOn = me.data?.user.twoFactorEnabled === true;
  return (
    <Panel
      title={
        <Flex gap={8} align="center">
          {t('twoFactor.settings.title')}
          {me.data ? (
            <Text type={isOn ? 'success' : 'secondary'} strong>
              {isOn ? t('twoFactor.settings.on') : t('twoFactor.settings.off')}
            </Text>
          ) : null}
        </Flex>
      }
      style={{ maxWidth: 560 }}
    >
      {content()}
    </Panel>
  );
}

function DisableTwoFactor({ onDisabled }: { onDisabled: () => unknown }) {
  const { t } = useTwoFactorTranslation();
  const form = useForm<TTwoFactorDisableRequest>({
    resolver: zodResolver(ZTwoFactorDisableRequest),
    defaultValues: { code: '' },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      form.reset({ code: '' });
      toast.success(t('twoFactor.settings.disabled'));
      return onDisabled();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.code) {
        form.setError('code', { message: error.fields.code });
      }
    },
  });
  const isFieldError = disable.error instanceof ApiError && Boolean(disable.error.fields.code);

  return (
    <BoundForm
      form={form}
      onSubmit={form.handleSubmit((values) => disable.mutate(values))}
      errorNamespaces={TWO_FACTOR_NAMESPACES}
      fieldSize="large"
    >
      {disable.isError && !isFieldError ? (
        <FormAlert title={t('twoFactor.settings.disableError')} />
      ) : null}
      <Paragraph>{t('twoFactor.settings.onMessage')}</Paragraph>
      <CodeField
        name="code"
        id="two-factor-disable-code"
        label={t('twoFactor.settings.disableCode')}
        kind="text"
      />
      <Button danger htmlType="submit" loading={disable.isPending}>
        {t('twoFactor.settings.disable')}
      </Button>
    </BoundForm>
  );
}
