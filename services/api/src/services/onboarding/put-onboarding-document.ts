import type { TOnboarding, TOnboardingDocumentType } from '@arara/contracts';
import type { DataDeps } from '../deps';
import { findFilesToAttach } from '../files';
import { editCurrentOnboarding } from './edit-current-onboarding';
import { fileNotFound } from './onboarding-errors';

/**
 * PUT …/onboarding/documents/:type: attaches a file the merchant uploaded for an onboarding
 * document (another merchant's, or one uploaded for another purpose, is 404), replacing the
 * case's document of that type.
 */
export function putOnboardingDocument(
  deps: DataDeps,
  merchantId: string,
  userId: string,
  type: TOnboardingDocumentType,
  fileId: string,
): Promise<TOnboarding> {
  const { onboardings } = deps.repositories;
  return editCurrentOnboarding(deps, merchantId, userId, async (tx, current) => {
    const [file] = (await findFilesToAttach(tx, merchantId, 'onboarding_document', [fileId])) ?? [];
    if (!file) throw fileNotFound();
    await onboardings.putDocument(current.id, type, file.id, tx);
    return { event: { action: 'document_uploaded', documentType: type } };
  });
}
