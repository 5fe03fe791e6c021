import { useTranslation } from '@arara/i18n';
import { Alert, Field } from '@arara/ui/core';
import { useState } from 'react';

type Detector = { detect: (image: ImageBitmapSource) => Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

function barcodeDetector(): DetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
}

/**
 * Reads the Pix code of a QR image with the browser's BarcodeDetector. Browsers without it
 * (Firefox, Safari) are told to paste the code instead: no decoding library is shipped.
 */
export function QrImageReader({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('payments');
  const [problem, setProblem] = useState<string | null>(null);
  const Detector = barcodeDetector();
  if (!Detector) return <Alert type="info" showIcon title={t('pix.qr.unsupported')} />;

  const read = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
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
