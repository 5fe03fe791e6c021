import { apiDownload, downloadApiFile } from '@arara/api-client';
import { documentEndpoints, endpointPath, endpointSearch, type TLanguage } from '@arara/contracts';

const receiptPath = (merchantId: string, documentId: string, language?: TLanguage) =>
  `${endpointPath(documentEndpoints.receipt, { merchantId, documentId })}${endpointSearch({ language })}`;

/** Saves the PDF receipt (comprovante) under the API's file name. */
export const downloadReceipt = (merchantId: string, documentId: string, language?: TLanguage) =>
  downloadApiFile(receiptPath(merchantId, documentId, language), `receipt-${documentId}.pdf`);

/**
 * The PDF as a Blob, for the preview (an authenticated request: an <iframe src> could not carry
 * the bearer token). Anything but a PDF is refused, so the preview never shows an error page.
 */
export async function fetchReceiptBlob(
  merchantId: string,
  documentId: string,
  language?: TLanguage,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await apiDownload(receiptPath(merchantId, documentId, language), signal);
  const blob = await response.blob();
  const type = response.headers.get('content-type') ?? blob.type;
  if (!type.includes('application/pdf')) throw new Error('not a PDF');
  return blob;
}
