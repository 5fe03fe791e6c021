import { ApiError } from '@arara/api-client';
import {
  FILE_MESSAGES,
  ONBOARDING_DOCUMENT_TYPES,
  type TOnboarding,
  type TOnboardingDocument,
  type TOnboardingDocumentType,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text, toast } from '@arara/ui/core';
import { Progress, useErrorText } from '@arara/ui/form';
import { useRef, useState } from 'react';
import type { OnboardingActions } from '@/api/onboarding';
import { DocumentFacts, DownloadButton } from '@/components/document-file';
import { documentsOf, isCannotEdit } from '../lib/onboarding-form';
import { Card } from '@arara/ui/card';

const ERROR_NAMESPACES = ['compliance', 'common'] as const;

/** The extensions UPLOAD_ACCEPT offers (the server reads the content anyway). */
const EXTENSIONS = UPLOAD_ACCEPT.split(',');

/** The client's pre-check of a picked file: its size and its extension (an i18n key, or null). */
function precheckFile(file: File): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return FILE_MESSAGES.tooLarge;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return FILE_MESSAGES.invalidType;
  return null;
}

/** Why an upload was refused, on its slot: the API's field error, or its 413 / 415. */
function uploadRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.fields.file;
  if (field) return field;
  if (error.status === 413) return FILE_MESSAGES.tooLarge;
  if (error.status === 415) return FILE_MESSAGES.invalidType;
  return null;
}

type SlotProps = {
  merchantId: string;
  type: TOnboardingDocumentType;
  document: TOnboardingDocument | undefined;
  actions: OnboardingActions;
  editable: boolean;
  /** A refusal of the submit naming this document (documentRequired). */
  submitError: string | null;
  onChanged: (onboarding: TOnboarding) => void;
};

/** One required document: upload with progress, replace, download, delete. */
function DocumentSlot({
  merchantId,
  type,
  document,
  actions,
  editable,
  submitError,
  onChanged,
}: SlotProps) {
  const { t } = useTranslation('compliance');
  const errorText = useErrorText([...ERROR_NAMESPACES]);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const title = t(`onboarding.documentTypes.${type}`);

  const upload = (file: File) => {
    const refused = precheckFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setProgress(0);
    actions
      .upload(type, file, (fraction) => setProgress(Math.round(fraction * 100)))
      .then(onChanged, (failure: unknown) => {
        const onSlot = uploadRefusal(failure);
        if (onSlot) setError(onSlot);
        else if (isCannotEdit(failure)) toast.error(t('onboarding.errors.cannotEdit'));
        else toast.error(t('onboarding.errors.upload'));
      })
      .finally(() => setProgress(null));
  };

  const remove = () => {
    setDeleting(true);
    actions
      .remove(type)
      .then(onChanged, (failure: unknown) =>
        toast.error(
          isCannotEdit(failure) ? t('onboarding.errors.cannotEdit') : t('onboarding.errors.delete'),
        ),
      )
      .finally(() => setDeleting(false));
  };

  const shownError = error ?? (document ? null : submitError);
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }}>
      <section aria-label={title}>
        <Flex vertical gap={8}>
          {document ? (
            <DocumentFacts document={document} />
          ) : (
            <Text type="secondary">{t('onboarding.documents.none')}</Text>
          )}
          {progress !== null ? (
            <Progress
              percent={progress}
              size="small"
              aria-label={t('onboarding.documents.progress')}
            />
          ) : null}
          {shownError ? (
            <div role="alert">
              <Text type="danger">{errorText(shownError)}</Text>
            </div>
          ) : null}
          <Flex gap={8} wrap>
            {editable ? (
              <>
                <input
                  ref={input}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  hidden
                  aria-label={t('onboarding.documents.choose', { document: title })}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) upload(file);
                  }}
                />
                <Button
                  type={document ? 'default' : 'primary'}
                  loading={progress !== null}
                  onClick={() => input.current?.click()}
                >
                  {document ? t('onboarding.documents.replace') : t('onboarding.documents.upload')}
                </Button>
              </>
            ) : null}
            {document ? (
              <DownloadButton
                merchantId={merchantId}
                file={document.file}
                label={t('onboarding.documents.downloadLabel', { document: title })}
              />
            ) : null}
            {document && editable ? (
              <Button danger loading={deleting} onClick={remove}>
                {t('onboarding.documents.delete')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}

/** The spec's Documents step: the five required documents. */
export function DocumentsStep({
  merchantId,
  onboarding,
  actions,
  editable,
  submitErrors,
  onChanged,
}: {
  merchantId: string;
  onboarding: TOnboarding;
  actions: OnboardingActions;
  editable: boolean;
  submitErrors: Partial<Record<TOnboardingDocumentType, string>>;
  onChanged: (onboarding: TOnboarding) => void;
}) {
  const documents = documentsOf(onboarding);
  return (
    <>
      {ONBOARDING_DOCUMENT_TYPES.map((type) => (
        <DocumentSlot
          key={type}
          merchantId={merchantId}
          type={type}
          document={documents.get(type)}
          actions={actions}
          editable={editable}
          submitError={submitErrors[type] ?? null}
          onChanged={onChanged}
        />
      ))}
    </>
  );
}
