type Detector = { detect: (image: ImageBitmapSource) => Promise<{ rawValue: string }[]> };
export type DetectorConstructor = new (options: { formats: string[] }) => Detector;

function nativeBarcodeDetector(): DetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
}

let polyfill: Promise<DetectorConstructor> | null = null;

/**
 * The browser's BarcodeDetector (Chromium), or, where there is none (Firefox, Safari), the
 * ZXing WebAssembly one of `barcode-detector`, downloaded only then. Its .wasm is a file of
 * this app's build, on its own origin: the package would otherwise fetch it from a CDN, which
 * the apps' CSP does not allow (and which should not be trusted with a payment code).
 */
export function loadBarcodeDetector(): Promise<DetectorConstructor> {
  const native = nativeBarcodeDetector();
  if (native) return Promise.resolve(native);
  polyfill ??= Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
    .then(([{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }]) => {
      prepareZXingModule({
        overrides: {
          locateFile: (path: string, prefix: string) =>
            path.endsWith('.wasm') ? wasmUrl : `${prefix}${path}`,
        },
      });
      return BarcodeDetector as unknown as DetectorConstructor;
    })
    .catch((error: unknown) => {
      polyfill = null; // a later try may work (network back)
      throw error;
    });
  return polyfill;
}
