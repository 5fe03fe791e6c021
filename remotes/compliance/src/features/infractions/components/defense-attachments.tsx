import { ApiError } from '@arara/api-client';
import {
  COMPLIANCE_MESSAGES,
  DEFENSE_ATTACHMENTS_MAX,
  FILE_MESSAGES,
  type TStoredFile,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Button, Flex, Text } from '@arara/ui/core';
import { useErrorText } from '@arara/ui/form';
import { useRef } from 'react';
import { COMPLIANCE_ERROR_NAMESPACES } from '@/lib/errors';
import { uploadDefenseAttachment } from '../api/infraction';

/** One file of the defense: uploading (with its progress), stored, or refused. */
export type Attachment = {
  key: string;
  name: string;
  progress: number;
  stored: TStoredFile | null;
  /** An i18n key: refused before sending (type, size) or by the API (415, 413). */
  error: string | null;
  abort: AbortController;
};

const EXTENSIONS = UPLOAD_ACCEPT.split(',');

/** The client's check (the server reads the content anyway): a known extension, ≤ 10 MB. */
function refusal(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return FILE_MESSAGES.invalidType;
  if (file.size > UPLOAD_MAX_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

const uploadError = (error: unknown) =>
  error instanceof ApiError
    ? (error.fields.file ??
      (error.status === 415 ? FILE_MESSAGES.invalidType : null) ??
      (error.status === 413 ? FILE_MESSAGES.tooLarge : COMPLIANCE_MESSAGES.uploadFailed))
    : COMPLIANCE_MESSAGES.uploadFailed;

let sequence = 0;

/**
 * The defense's files: each one checked, then uploaded at once with a progress bar (purpose
 * defense_attachment); a refused one shows why and can be removed; removing an uploading one
 * stops it. `onChange` receives the list as it changes.
 */
export function DefenseAttachments({
  merchantId,
  attachments,
  onChange,
}: {
  merchantId: string;
  attachments: Attachment[];
  onChange: (update: (current: Attachment[]) => Attachment[]) => void;
}) {
  const { t } = useTranslation('compliance');
  const errorText = useErrorText(COMPLIANCE_ERROR_NAMESPACES);
  const input = useRef<HTMLInputElement>(null);
  const patch = (key: string, change: Partial<Attachment>) =>
    onChange((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = (files: File[]) => {
    const room = DEFENSE_ATTACHMENTS_MAX - attachments.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      sequence += 1;
      const item: Attachment = {
        key: `attachment-${sequence}`,
        name: file.name,
        progress: 0,
        stored: null,
        error: refusal(file),
        abort: new AbortController(),
      };
      onChange((current) => [...current, item]);
      if (item.error) continue;
      uploadDefenseAttachment(
        merchantId,
        file,
        (fraction) => patch(item.key, { progress: fraction }),
        item.abort.signal,
      ).then(
        (stored) => patch(item.key, { stored, progress: 1 }),
        (error: unknown) => {
          if (!item.abort.signal.aborted) patch(item.key, { error: uploadError(error) });
        },
      );
    }
  };

  const remove = (item: Attachment) => {
    item.abort.abort();
    onChange((current) => current.filter((other) => other.key !== item.key));
  };

  return (
    <div style={{ marginBottom: 24 }}>
      <Flex vertical gap={8}>
        <Text>{t('defense.form.attachments')}</Text>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-label={t('defense.form.choose')}
          style={{ display: 'none' }}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <div>
          <Button
            onClick={() => input.current?.click()}
            disabled={attachments.length >= DEFENSE_ATTACHMENTS_MAX}
          >
            {t('defense.form.choose')}
          </Button>
        </div>
        <Text type="secondary">{t('defense.form.hint')}</Text>
        <ul aria-label={t('defense.form.attachments')} style={{ margin: 0, paddingInlineStart: 0 }}>
          {attachments.map((item) => (
            <li key={item.key} style={{ listStyle: 'none', marginBottom: 8 }}>
              <Flex gap={8} align="center" wrap>
                <Text>{item.name}</Text>
                {item.error === null && item.stored === null ? (
                  <progress
                    max={100}
                    value={Math.round(item.progress * 100)}
                    aria-label={t('defense.form.uploading', { name: item.name })}
                  />
                ) : null}
                {item.error ? <Text type="danger">{errorText(item.error)}</Text> : null}
                <Button size="small" onClick={() => remove(item)}>
                  {t('defense.form.remove')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </div>
  );
}
