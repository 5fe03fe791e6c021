import { apiDownload } from '@arara/api-client';
import { callApi } from '@arara/api-client/call';
import { endpointKey, endpointQueryOptions } from '@arara/api-client/query';
import {
  adminKycEndpoints,
  COMPLIANCE_MESSAGES,
  endpointPath,
  ONBOARDING_STATUSES,
  type TAdminKycQuery,
  type TOnboardingStatus,
} from '@arara/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

/** What the list filters by (the cursor and page size belong to the pagination). */
export type KycFilters = Pick<TAdminKycQuery, 'status' | 'name' | 'document'>;

export const KYC_PAGE_SIZE = 50;

/**
 * Keyset pages of one filter, newest submission first: "load more" asks for the rows after the
 * previous page's `nextCursor`. The rows shown stay while a new filter loads.
 */
export const kycCasesQueryOptions = (filters: KycFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(adminKycEndpoints.list, undefined, filters),
    queryFn: ({ signal, pageParam }) =>
      callApi(adminKycEndpoints.list, {
        query: { ...filters, cursor: pageParam, limit: KYC_PAGE_SIZE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** One case; opening a submitted case moves it to under_review on the server. */
export const kycCaseQueryOptions = (caseId: string) =>
  endpointQueryOptions(adminKycEndpoints.get, { params: { caseId } });

/** A document of the case as a Blob, with the admin session's token (never a plain <a href>). */
export const kycFilePath = (caseId: string, fileId: string) =>
  endpointPath(adminKycEndpoints.file, { caseId, fileId });

export const kycFileQueryOptions = (caseId: string, fileId: string) =>
  queryOptions({
    queryKey: endpointKey(adminKycEndpoints.file, { caseId, fileId }),
    queryFn: async ({ signal }) => (await apiDownload(kycFilePath(caseId, fileId), signal)).blob(),
    retry: false,
    // The bytes of a stored file never change: no reason to fetch them again while shown.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Decisions are possible only while the case waits for the back office. */
export const DECIDABLE_STATUSES: readonly TOnboardingStatus[] = ['submitted', 'under_review'];

export const isKycStatus = (value: string | null): value is TOnboardingStatus =>
  (ONBOARDING_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The API's field error keys (the `compliance` namespace, which the back office does not load)
 * as this remote's own keys.
 */
export const DECISION_ERROR_KEYS: Readonly<
  Record<string, 'kyc.errors.reasonRequired' | 'kyc.errors.tooLong'>
> = {
  [COMPLIANCE_MESSAGES.reasonRequired]: 'kyc.errors.reasonRequired',
  [COMPLIANCE_MESSAGES.tooLong]: 'kyc.errors.tooLong',
  'validation.required': 'kyc.errors.reasonRequired',
};
