import { ApiError } from '@arara/api-client';
import { useEndpointMutation } from '@arara/api-client/query';
import {
  adminKycEndpoints,
  type TOnboarding,
  ZKycApproveRequest,
  ZKycDecisionRequest,
} from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Field, Flex, toast } from '@arara/ui/core';
import { Modal } from '@arara/ui/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DECIDABLE_STATUSES, DECISION_ERROR_KEYS, kycCaseQueryOptions } from '../kyc-api';
import { Input } from '@arara/ui/input';

type Decision = 'approve' | 'reject' | 'revision';
type FieldName = 'reason' | 'notes';
type FieldErrors = Partial<Record<FieldName, string>>;

const ENDPOINTS = {
  approve: adminKycEndpoints.approve,
  reject: adminKycEndpoints.reject,
  revision: adminKycEndpoints.requestRevision,
} as const;

/** The form's values as the contract checks them: the reason only where the decision takes one. */
function check(decision: Decision, reason: string, notes: string) {
  const body = { notes: notes.trim() || undefined };
  if (decision === 'approve') {
    const parsed = ZKycApproveRequest.safeParse(body);
    return parsed.success ? { body: parsed.data } : { errors: issuesOf(parsed.error.issues) };
  }
  const parsed = ZKycDecisionRequest.safeParse({ ...body, reason: reason.trim() });
  return parsed.success ? { body: parsed.data } : { errors: issuesOf(parsed.error.issues) };
}

function issuesOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'notes') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * One decision's dialog: what it means (definitive or not), the reason (reject, revision), the
 * admin's notes; checked here against the contract, then by the API, whose field errors land
 * on the fields. A 409 (someone changed the case meanwhile) closes it: the case is read again.
 */
function DecisionModal({
  onboarding,
  decision,
  onClose,
}: {
  onboarding: TOnboarding;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const mutation = useEndpointMutation(ENDPOINTS[decision], { caseId: onboarding.id });
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const needsReason = decision !== 'approve';
  const errorText = (key: string | undefined) =>
    key ? t(DECISION_ERROR_KEYS[key] ?? 'kyc.errors.failed') : undefined;

  const submit = async () => {
    setFailure(null);
    const checked = check(decision, reason, notes);
    if (!checked.body) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const updated = await mutation.mutateAsync({ body: checked.body } as never);
      queryClient.setQueryData(kycCaseQueryOptions(onboarding.id).queryKey, updated as TOnboarding);
      toast.success(t(`kyc.actions.${decision}.done`));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(t('kyc.errors.changed'));
        onClose();
        return;
      }
      if (error instanceof ApiError && error.status === 403) {
        setFailure(t('kyc.errors.forbidden'));
        return;
      }
      const fields =
        error instanceof ApiError
          ? issuesOf(
              Object.entries(error.fields).map(([path, message]) => ({ path: [path], message })),
            )
          : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(t('kyc.errors.failed'));
    }
  };

  return (
    <Modal
      open
      title={t(`kyc.actions.${decision}.title`)}
      okText={t(`kyc.actions.${decision}.confirm`)}
      cancelText={t('kyc.actions.cancel')}
      okButtonProps={{ danger: decision === 'reject', loading: mutation.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Alert
          type={decision === 'revision' ? 'info' : 'warning'}
          showIcon
          title={t(`kyc.actions.${decision}.warning`)}
        />
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
        {needsReason ? (
          <Field
            id="kyc-decision-reason"
            label={t('kyc.actions.reason')}
            error={errorText(errors.reason)}
            hint={t('kyc.actions.reasonHint')}
          >
            {(control) => (
              <Input.TextArea
                {...control}
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field
          id="kyc-decision-notes"
          label={t('kyc.actions.notes')}
          error={errorText(errors.notes)}
          hint={t('kyc.actions.notesHint')}
        >
          {(control) => (
            <Input.TextArea
              {...control}
              rows={3}
              maxLength={2000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          )}
        </Field>
      </Flex>
    </Modal>
  );
}

/**
 * Approve all, reject all, request revision: only while the case waits for the back office
 * (submitted, under review). The server refuses them in any other status anyway.
 */
export function KycActions({ onboarding }: { onboarding: TOnboarding }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Decision | null>(null);
  if (!DECIDABLE_STATUSES.includes(onboarding.status)) return null;
  return (
    <Flex gap={8} wrap>
      <Button type="primary" onClick={() => setOpen('approve')}>
        {t('kyc.actions.approve.button')}
      </Button>
      <Button onClick={() => setOpen('revision')}>{t('kyc.actions.revision.button')}</Button>
      <Button danger onClick={() => setOpen('reject')}>
        {t('kyc.actions.reject.button')}
      </Button>
      {open ? (
        <DecisionModal
          key={open}
          onboarding={onboarding}
          decision={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Flex>
  );
}
