import type { TPixDestination, TPixPreview } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Field } from '@arara/ui/core';
import { CounterpartyKeyPicker } from '../../counterparties';
import { QrImageReader } from './qr-image-reader';
import { ReceiverCard } from './receiver-card';
import { Input } from '@arara/ui/input';
import { Tabs } from '@arara/ui/card';

export type PixTab = 'key' | 'qr' | 'paste';

type PixDestinationProps = {
  merchantId: string;
  tab: PixTab;
  onTab: (tab: PixTab) => void;
  destination: TPixDestination | undefined;
  onChange: (destination: TPixDestination) => void;
  /** The translated error of the destination (its check or its lookup). */
  error: string | undefined;
  /** Who receives, once looked up. */
  preview: TPixPreview | null;
};

/** Where the Pix goes: a key (or a counterparty's), a QR code image, or a pasted code. */
export function PixDestination({
  merchantId,
  tab,
  onTab,
  destination,
  onChange,
  error,
  preview,
}: PixDestinationProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(next) => {
          onTab(next as PixTab);
          onChange(next === 'key' ? { type: 'key', key: '' } : { type: 'code', code: '' });
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
                    onPick={(key) => onChange({ type: 'key', key })}
                  />
                  <Field id="pix-key" label={t('pix.key.label')} error={error}>
                    {(control) => (
                      <Input
                        {...control}
                        autoComplete="off"
                        value={destination.key}
                        placeholder={t('pix.key.placeholder')}
                        onChange={(event) => onChange({ type: 'key', key: event.target.value })}
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
                  <QrImageReader onCode={(code) => onChange({ type: 'code', code })} />
                  {destination?.type === 'code' && destination.code ? (
                    <Field id="pix-qr-code" label={t('pix.code.read')} error={error}>
                      {(control) => (
                        <Input.TextArea {...control} value={destination.code} readOnly />
                      )}
                    </Field>
                  ) : error ? (
                    <Alert type="error" showIcon title={error} />
                  ) : null}
                </>
              ) : null,
          },
          {
            key: 'paste',
            label: t('pix.tabs.paste'),
            children:
              tab === 'paste' && destination?.type === 'code' ? (
                <Field id="pix-paste-code" label={t('pix.paste.label')} error={error}>
                  {(control) => (
                    <Input.TextArea
                      {...control}
                      rows={3}
                      value={destination.code}
                      onChange={(event) =>
                        onChange({ type: 'code', code: event.target.value.trim() })
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
  );
}
