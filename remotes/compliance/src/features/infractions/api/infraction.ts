import { downloadApiFile } from '@arara/api-client';
import { uploadApiFile } from '@arara/api-client/call';
import { endpointQueryOptions, useEndpointMutation } from '@arara/api-client/query';
import {
  disputeEndpoints,
  endpointPath,
  fileEndpoints,
  infractionEndpoints,
  type TStoredFile,
} from '@arara/contracts';

/** One infraction with its attachments, webhooks and defenses. */
export const infractionQueryOptions = (merchantId: string, infractionId: string) =>
  endpointQueryOptions(infractionEndpoints.get, { params: { merchantId, infractionId } });

/** A defense; the infraction (and the lists) are read again once it settles. */
export const useDefend = (merchantId: string, infractionId: string) =>
  useEndpointMutation(infractionEndpoints.defend, { merchantId, infractionId });

/** A dispute with compliance of an infraction closed against the merchant. */
export const useOpenDispute = (merchantId: string) =>
  useEndpointMutation(disputeEndpoints.open, { merchantId });

/** Sandbox: the reporting institution's analysis. */
export const useSandboxAnalysis = (merchantId: string, infractionId: string) =>
  useEndpointMutation(infractionEndpoints.sandboxAnalysis, { merchantId, infractionId });

/** Uploads one defense attachment, reporting progress (0–1). */
export const uploadDefenseAttachment = (
  merchantId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) =>
  uploadApiFile(fileEndpoints.upload, {
    params: { merchantId },
    query: { purpose: 'defense_attachment' },
    file,
    onProgress,
    signal,
  });

/** Saves a stored file (an attachment) under its own name. */
export const downloadStoredFile = (merchantId: string, file: TStoredFile) =>
  downloadApiFile(
    endpointPath(fileEndpoints.download, { merchantId, fileId: file.id }),
    file.filename,
  );
