import {
  AppErrorCode,
  COMPLIANCE_MESSAGES,
  type TOnboarding,
  type TOnboardingDocumentType,
} from '@arara/contracts';
import { AppError } from '../../lib/app-error';
import type { DataDeps } from '../deps';
import { editCurrentOnboarding } from './edit-current-onboarding';

/** DELETE …/onboarding/documents/:type: removes the case's document of that type (404 when none). */
export function deleteOnboardingDocument(
  deps: DataDeps,
  merchantId: string,
  userId: string,
  type: TOnboardingDocumentType,
): Promise<TOnboarding> {
  return editCurrentOnboarding(deps, merchantId, userId, async (tx, current) => {
    if (!(await deps.repositories.onboardings.deleteDocument(current.id, type, tx))) {
      throw new AppError(AppErrorCode.NOT_FOUND, 'Document not found', {
        type: COMPLIANCE_MESSAGES.fileNotFound,
      });
    }
    return { event: { action: 'document_deleted', documentType: type } };
  });
}
