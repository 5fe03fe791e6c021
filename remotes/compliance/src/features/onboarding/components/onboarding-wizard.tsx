import { ApiError } from '@arara/api-client';
import { type TOnboarding, type TOnboardingDocumentType, ZOnboardingDraft } from '@arara/contracts';
import { useTranslation } from '@arara/i18n';
import { Alert, Button, Flex, toast } from '@arara/ui/core';
import { BoundForm, Steps } from '@arara/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import type { OnboardingActions } from '@/api/onboarding';
import { OnboardingSummary } from '@/components/onboarding-summary';
import {
  documentOfField,
  isCannotEdit,
  isValidDraft,
  isVersionConflict,
  type OnboardingValues,
  type StepKey,
  stepOfField,
  toDraft,
  toValues,
} from '../lib/onboarding-form';
import { BasicDataStep } from './basic-data-step';
import { DocumentsStep } from './documents-step';

const STEPS: StepKey[] = ['basic_data', 'documents', 'review'];
const ERROR_NAMESPACES = ['compliance', 'common'] as const;
/** How long after the last keystroke the draft is saved. */
const AUTOSAVE_MS = 1500;

type Props = {
  merchantId: string;
  onboarding: TOnboarding;
  actions: OnboardingActions;
  /** Someone else saved first: the page reads the onboarding again and starts over from it. */
  onConflict: () => void;
};

/**
 * The onboarding's steps (the spec's Basic Data, Documents, Review) for a draft or an onboarding
 * sent back for revision. The draft is saved when leaving Basic Data and a moment after the
 * user stops typing (with the version read; a conflict reloads), each field checked by the
 * contract first; a refusal puts the API's field errors on their fields and keeps what was typed.
 */
export function OnboardingWizard({ merchantId, onboarding, actions, onConflict }: Props) {
  const { t } = useTranslation('compliance');
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(ZOnboardingDraft) as unknown as Resolver<OnboardingValues>,
    defaultValues: toValues(onboarding.data),
    mode: 'onBlur',
  });
  const [step, setStep] = useState<StepKey>('basic_data');
  const [current, setCurrent] = useState(onboarding);
  const [documentErrors, setDocumentErrors] = useState<
    Partial<Record<TOnboardingDocumentType, string>>
  >({});
  const [submitting, setSubmitting] = useState(false);
  const version = useRef(onboarding.version);
  const lastSaved = useRef(JSON.stringify(toDraft(form.getValues())));
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  /** The server's onboarding moved on (status, someone else's save): no more autosaves here. */
  const stale = useRef(false);

  const changed = useCallback((next: TOnboarding) => {
    version.current = next.version;
    setCurrent(next);
  }, []);

  /** Puts the API's field errors on their fields; returns the first one's step, or null. */
  const showFieldErrors = (error: unknown): StepKey | null => {
    // A 400 names the fields; a 409's field (`onboarding`, `version`) is no form field.
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    const entries = Object.entries(error.fields);
    if (entries.length === 0) return null;
    const documents: Partial<Record<TOnboardingDocumentType, string>> = {};
    let first: StepKey | null = null;
    for (const [field, message] of entries) {
      const type = documentOfField(field);
      if (type) documents[type] = message;
      else form.setError(field as FieldPath<OnboardingValues>, { type: 'server', message });
      const stepOf = stepOfField(field);
      if (first === null || (first === 'documents' && stepOf === 'basic_data')) first = stepOf;
    }
    setDocumentErrors(documents);
    return first;
  };

  const saveFailed = (
    error: unknown,
    failure: 'onboarding.errors.update' | 'onboarding.errors.submit',
  ) => {
    if (isCannotEdit(error) || isVersionConflict(error)) stale.current = true;
    if (isCannotEdit(error)) {
      toast.error(t('onboarding.errors.cannotEdit'));
      void actions.reload();
    } else if (isVersionConflict(error)) {
      toast.warning(t('onboarding.conflict'));
      onConflict();
    } else if (!showFieldErrors(error)) {
      toast.error(t(failure));
    }
  };

  /** Saves the form's values if they changed since the last save (one save at a time). */
  const save = (): Promise<boolean> => {
    queue.current = queue.current.then(async () => {
      const draft = toDraft(form.getValues());
      const sent = JSON.stringify(draft);
      if (sent === lastSaved.current) return true;
      try {
        changed(await actions.save(draft, version.current));
        lastSaved.current = sent;
        return true;
      } catch (error) {
        saveFailed(error, 'onboarding.errors.update');
        return false;
      }
    });
    return queue.current;
  };

  // The debounced autosave: a moment after the last change, when the contract accepts the draft.
  const saveRef = useRef(save);
  saveRef.current = save;
  // Leaving the page before it fires saves at once.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const autosave = () => {
      timer = undefined;
      if (!stale.current && isValidDraft(form.getValues())) void saveRef.current();
    };
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(autosave, AUTOSAVE_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
        autosave();
      }
    };
  }, [form]);

  /** Leaves the current step: Basic Data is checked and saved first (else the user stays). */
  const goTo = async (next: StepKey) => {
    if (next === step) return;
    if (step === 'basic_data') {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
      if (!(await save())) return;
    }
    setStep(next);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      // What the contract refuses is corrected on its step first (the API would refuse it too).
      if (!(await form.trigger())) {
        setStep('basic_data');
        setTimeout(() => form.setFocus(firstErrorField(form)), 0);
        return;
      }
      if (!(await save())) return;
      setDocumentErrors({});
      try {
        changed(await actions.submit());
      } catch (error) {
        const at = showFieldErrors(error);
        if (at) {
          setStep(at);
          if (at === 'basic_data') setTimeout(() => form.setFocus(firstErrorField(form)), 0);
        } else saveFailed(error, 'onboarding.errors.submit');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const index = STEPS.indexOf(step);
  return (
    <>
      {current.status === 'requires_revision' ? (
        <Alert
          type="warning"
          showIcon
          title={t('onboarding.revision.title')}
          description={current.decisionReason ?? undefined}
          style={{ marginBottom: 24 }}
        />
      ) : null}
      <Steps
        current={index}
        onChange={(to) => void goTo(STEPS[to] ?? 'basic_data')}
        items={STEPS.map((key) => ({ title: t(`onboarding.steps.${key}`) }))}
        style={{ marginBottom: 32 }}
      />
      <BoundForm
        form={form}
        errorNamespaces={ERROR_NAMESPACES}
        aria-label={t(`onboarding.steps.${step}`)}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') return submit();
          return goTo(STEPS[index + 1] ?? 'review');
        }}
      >
        {step === 'basic_data' ? <BasicDataStep form={form} /> : null}
        {step === 'documents' ? (
          <DocumentsStep
            merchantId={merchantId}
            onboarding={current}
            actions={actions}
            editable
            submitErrors={documentErrors}
            onChanged={changed}
          />
        ) : null}
        {step === 'review' ? (
          <OnboardingSummary
            merchantId={merchantId}
            onboarding={current}
            data={toDraft(form.getValues())}
            onEdit={(to) => setStep(to)}
          />
        ) : null}
        <Flex gap={8} justify="space-between" style={{ marginTop: 24 }}>
          {index > 0 ? (
            <Button onClick={() => void goTo(STEPS[index - 1] ?? 'basic_data')}>
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="primary" htmlType="submit" loading={submitting}>
            {step === 'review' ? t('onboarding.submit') : t('onboarding.next')}
          </Button>
        </Flex>
      </BoundForm>
    </>
  );
}

/** The first field with an error, in the form's order (where the focus goes). */
function firstErrorField(form: ReturnType<typeof useForm<OnboardingValues>>) {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message: unknown }).message === 'string') {
      found.push(path);
      return;
    }
    for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(form.formState.errors, '');
  return (found[0] ?? 'representative.first_name') as FieldPath<OnboardingValues>;
}
