import { ApiError, downloadApiFile } from '@arara/api-client';
import { callApi, uploadApiFile } from '@arara/api-client/call';
import { endpointKey, endpointQueryOptions, invalidateAfter } from '@arara/api-client/query';
import {
  type Endpoint,
  endpointPath,
  fileEndpoints,
  onboardingEndpoints,
  type TOnboarding,
  type TOnboardingDocumentType,
  type TOnboardingDraft,
  type TStoredFile,
} from '@arara/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The merchant's current onboarding; a 404 (none started) is not retried. */
export const onboardingQueryOptions = (merchantId: string) => ({
  ...endpointQueryOptions(onboardingEndpoints.get, { params: { merchantId } }),
  retry: (count: number, error: Error) =>
    !(error instanceof ApiError && error.status === 404) && count < 2,
});

export const kycQueryOptions = (merchantId: string) =>
  endpointQueryOptions(onboardingEndpoints.kyc, { params: { merchantId } });

export const kycCaseQueryOptions = (merchantId: string, caseId: string) =>
  endpointQueryOptions(onboardingEndpoints.kycCase, { params: { merchantId, caseId } });

/**
 * The onboarding's changes (start, save, documents, submit). Each answer is the onboarding as it
 * now is: it replaces the cached one at once (its `version` is the next save's), and the KYC
 * screens are read again.
 */
export function useOnboardingActions(merchantId: string) {
  const queryClient = useQueryClient();
  const settle = useCallback(
    (endpoint: Endpoint, onboarding: TOnboarding) => {
      queryClient.setQueryData(endpointKey(onboardingEndpoints.get, { merchantId }), onboarding);
      void invalidateAfter(queryClient, endpoint, { merchantId }).catch(() => undefined);
      return onboarding;
    },
    [queryClient, merchantId],
  );
  const params = { merchantId };
  return {
    start: () =>
      callApi(onboardingEndpoints.start, { params }).then((o) =>
        settle(onboardingEndpoints.start, o),
      ),
    save: (data: TOnboardingDraft, version: number) =>
      callApi(onboardingEndpoints.update, { params, body: { data, version } }).then((o) =>
        settle(onboardingEndpoints.update, o),
      ),
    submit: () =>
      callApi(onboardingEndpoints.submit, { params }).then((o) =>
        settle(onboardingEndpoints.submit, o),
      ),
    /** Uploads the file (progress 0–1), then attaches it as the document of `type`. */
    upload: async (
      type: TOnboardingDocumentType,
      file: File,
      onProgress: (fraction: number) => void,
      signal?: AbortSignal,
    ) => {
      const stored: TStoredFile = await uploadApiFile(fileEndpoints.upload, {
        params,
        query: { purpose: 'onboarding_document' },
        file,
        onProgress,
        signal,
      });
      const onboarding = await callApi(onboardingEndpoints.putDocument, {
        params: { merchantId, type },
        body: { fileId: stored.id },
      });
      return settle(onboardingEndpoints.putDocument, onboarding);
    },
    remove: (type: TOnboardingDocumentType) =>
      callApi(onboardingEndpoints.deleteDocument, { params: { merchantId, type } }).then((o) =>
        settle(onboardingEndpoints.deleteDocument, o),
      ),
    /** Reads the onboarding again (after a version conflict). */
    reload: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(onboardingEndpoints.get, { merchantId }),
      }),
  };
}

export type OnboardingActions = ReturnType<typeof useOnboardingActions>;

/** Saves a stored file of the merchant under its own name (an attachment, never opened here). */
export const downloadFile = (merchantId: string, file: TStoredFile) =>
  downloadApiFile(
    endpointPath(fileEndpoints.download, { merchantId, fileId: file.id }),
    file.filename,
  );
