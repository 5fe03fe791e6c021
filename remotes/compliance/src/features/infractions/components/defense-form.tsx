import { virtualAccountsQueryOptions } from '@arara/ui/data';
import {
  COMPLIANCE_MESSAGES,
  DEFENSE_DESCRIPTION_MAX,
  DEFENSE_DESCRIPTION_MIN,
  DEFENSE_TITLE_MAX,
  DEFENSIBLE_STATUSES,
  type TInfraction,
  ZDefenseRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, Paragraph, toast } from '@arara/ui/core';
import { applyApiFieldErrors, BoundField, BoundForm, SelectField, TextField } from '@arara/ui/form';
import { isExpired } from '@arara/ui/infractions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { COMPLIANCE_ERROR_NAMESPACES } from '@/lib/errors';
import { useDefend } from '../api/infraction';
import { type Attachment, DefenseAttachments } from './defense-attachments';
import { Input } from '@arara/ui/input';
import { Card } from '@arara/ui/card';

/** A defense is offered in WAITING_DEFENSE / WAITING_ADJUSTMENTS before the deadline. */
export const canDefend = (infraction: TInfraction, now = Date.now()) =>
  DEFENSIBLE_STATUSES.includes(infraction.status) && !isExpired(infraction.deadline, now);

type Values = { title: string; description: string; virtualAccountId: string };
const FIELDS = ['title', 'description', 'virtualAccountId'] as const;

/**
 * The spec's checks, before the API: 'Insufficient information to submit defense' without a
 * title, or without a description of DEFENSE_DESCRIPTION_MIN characters and no file; 'Virtual
 * account ID not found' unless the virtual account is the infraction's.
 */
const defenseForm = (virtualAccountId: string, fileCount: () => number) =>
  z
    .object({
      title: ZDefenseRequest.shape.title,
      description: ZDefenseRequest.shape.description,
      virtualAccountId: z.string().check(
        z.refine((value) => value === virtualAccountId, {
          error: COMPLIANCE_MESSAGES.defenseVirtualAccount,
        }),
      ),
    })
    .check(
      z.refine(
        (values) =>
          values.title.trim() !== '' &&
          (values.description.trim().length >= DEFENSE_DESCRIPTION_MIN || fileCount() > 0),
        { error: COMPLIANCE_MESSAGES.defenseInsufficient, path: ['description'] },
      ),
    );

/**
 * The defense form: title, description, the virtual account (the infraction's, preselected)
 * and files uploaded as they are chosen. A refusal keeps what was typed; a success empties it.
 */
export function DefenseForm({
  merchantId,
  infraction,
}: {
  merchantId: string;
  infraction: TInfraction;
}) {
  const { t } = useTranslation('compliance');
  const accounts = useQuery(virtualAccountsQueryOptions(merchantId));
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const stored = attachments.flatMap((item) => (item.stored ? [item.stored] : []));
  const fileCount = useRef(0);
  fileCount.current = stored.length;
  const resolver = useMemo(
    () => zodResolver(defenseForm(infraction.virtualAccountId, () => fileCount.current)),
    [infraction.virtualAccountId],
  );
  const defaults: Values = {
    title: '',
    description: '',
    virtualAccountId: infraction.virtualAccountId,
  };
  const form = useForm<Values>({ resolver, defaultValues: defaults });
  const defend = useDefend(merchantId, infraction.id);
  const isUploading = attachments.some((item) => item.stored === null && item.error === null);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    defend
      .mutateAsync({
        body: {
          title: values.title.trim(),
          description: values.description.trim(),
          virtualAccountId: values.virtualAccountId,
          attachmentIds: stored.map((file) => file.id),
        },
      })
      .then(
        () => {
          toast.success(t('defense.form.done'));
          form.reset(defaults);
          setAttachments([]);
        },
        (error: unknown) => {
          if (applyApiFieldErrors(error, form.setError, FIELDS)) return;
          setFailure(t('defense.errors.failed'));
        },
      );
  });

  const options = (accounts.data?.items ?? []).map((account) => ({
    value: account.id,
    label: account.label,
  }));
  if (!options.some((option) => option.value === infraction.virtualAccountId))
    options.unshift({ value: infraction.virtualAccountId, label: infraction.virtualAccountName });

  return (
    <Card title={t('defense.form.title')}>
      <Paragraph type="secondary">{t('defense.form.intro')}</Paragraph>
      <BoundForm
        form={form}
        onSubmit={onSubmit}
        id="defense"
        idPrefix="defense"
        errorNamespaces={COMPLIANCE_ERROR_NAMESPACES}
        aria-label={t('defense.form.title')}
      >
        {failure ? (
          <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        <TextField<Values>
          name="title"
          label={t('defense.form.fieldTitle')}
          maxLength={DEFENSE_TITLE_MAX}
        />
        <BoundField<Values>
          name="description"
          label={t('defense.form.description')}
          render={(field, control) => (
            <Input.TextArea
              {...control}
              name={field.name}
              rows={5}
              maxLength={DEFENSE_DESCRIPTION_MAX}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
        <SelectField<Values>
          name="virtualAccountId"
          label={t('defense.form.virtualAccount')}
          options={options}
          loading={accounts.isPending}
        />
        <DefenseAttachments
          merchantId={merchantId}
          attachments={attachments}
          onChange={setAttachments}
        />
        <Flex justify="flex-end">
          <Button
            type="primary"
            htmlType="submit"
            loading={defend.isPending}
            disabled={isUploading}
          >
            {t('defense.form.submit')}
          </Button>
        </Flex>
      </BoundForm>
    </Card>
  );
}
