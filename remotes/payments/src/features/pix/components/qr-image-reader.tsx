import { useTranslation } from '@arara/i18n';
import { Alert, Field } from '@arara/ui/core';
import { useState } from 'react';
import { type DetectorConstructor, loadBarcodeDetector } from '../lib/barcode-detector';

/**
 * Reads the Pix code of a QR image with the browser's BarcodeDetector or, in browsers without
 * one (Firefox, Safari), the ZXing WebAssembly polyfill loaded on the first image. When even
 * that cannot load, the user is told to paste the code instead.
 */
export function QrImageReader({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('payments');
  const [problem, setProblem] = useState<string | null>(null);
  const [isUnsupported, setIsUnsupported] = useState(false);
  if (isUnsupported) return <Alert type="info" showIcon title={t('pix.qr.unsupported')} />;

  const read = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    let Detector: DetectorConstructor;
    try {
      Detector = await loadBarcodeDetector();
    } catch {
      setIsUnsupported(true);
      return;
    }
    try {
      const image = await createImageBitmap(file);
      const [found] = await new Detector({ formats: ['qr_code'] }).detect(image);
      if (found?.rawValue) onCode(found.rawValue);
      else setProblem(t('pix.qr.notFound'));
    } catch {
      setProblem(t('pix.qr.notFound'));
    }
  };

  return (
    <Field id="pix-qr-image" label={t('pix.qr.label')} error={problem ?? undefined}>
      {(control) => (
        <input
          id={control.id}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          type="file"
          accept="image/*"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      )}
    </Field>
  );
}
