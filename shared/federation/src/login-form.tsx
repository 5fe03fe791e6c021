import { ApiError, loadValidation, signIn } from '@arara/api-client';
import { firstMessageByField, type TLoginRequest, type TLoginResponse } from '@arara/contracts';
import { textFor, useTranslation } from '@arara/i18n';
import { Alert, Field, PasswordInput, PlainButton, TextInput, toast } from '@arara/ui/base';
import { type FormEvent, useRef, useState } from 'react';

type LoginFormProps = {
  onSignedIn: () => void;
  /** The verify-now action for an account whose e-mail is not verified yet. */
  onVerifyEmail?: (email: string) => void;
  /** The password was right and two-factor is on: lead on to code entry with the challenge. */
  onTwoFactorRequired?: (challengeToken: string) => void;
  /** The password was right but a merchant requires two-factor: lead on to its setup. */
  onTwoFactorSetup?: (setupToken: string) => void;
  /**
   * Who signs in: the merchant sign-in by default; the back office passes its own, which
   * answers `undefined` once signed in.
   */
  submit?: (values: TLoginRequest) => Promise<TLoginResponse | undefined>;
};

type LoginField = keyof TLoginRequest;
type FieldErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['email', 'password'];
const inputId = (field: LoginField) => `login-${field}`;

/** The sign-in fields' messages (i18n keys), the first one of each. */
function loginErrors(problems: Parameters<typeof firstMessageByField>[0]): FieldErrors {
  const { email, password } = firstMessageByField(problems);
  return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
}

type LoginSchema = Awaited<ReturnType<typeof loadValidation>>['ZLoginRequest'];

/** The contract's messages for what is typed. */
const validate = (schema: LoginSchema, values: TLoginRequest): FieldErrors =>
  loginErrors(schema.safeParse(values).error?.issues ?? []);

/**
 * E-mail and password sign-in; a rejected attempt keeps what the user typed. Two fields and
 * plain controls (no form library, no antd): it is the whole of /login, whose weight budget is
 * in docs/benchmarks.md. Validated by the contract's schema on submit, then on every change; the
 * schema loads with the first keystroke (or the submit), not with the page.
 */
export function LoginForm({
  onSignedIn,
  onVerifyEmail,
  onTwoFactorRequired,
  onTwoFactorSetup,
  submit = signIn,
}: LoginFormProps) {
  const { t } = useTranslation('common');
  const [values, setValues] = useState<TLoginRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // A second submit before the first re-render (a double click, Enter twice) sends nothing.
  const inFlight = useRef(false);
  // What went wrong with the last attempt; null before the first and after a success.
  const [failure, setFailure] = useState<unknown>(null);

  // The contract's schema (and zod) arrive with the first keystroke or the first submit, not
  // with the page: see loadValidation.
  const [schema, setSchema] = useState<LoginSchema | null>(null);
  const loadSchema = async (): Promise<LoginSchema> => {
    const { ZLoginRequest } = await loadValidation();
    setSchema(() => ZLoginRequest);
    return ZLoginRequest;
  };

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!schema) void loadSchema().catch(() => undefined);
    if (hasSubmitted && schema) setErrors(validate(schema, next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    let invalid: FieldErrors;
    try {
      invalid = validate(schema ?? (await loadSchema()), values);
    } catch (error) {
      // The schema's chunk could not be downloaded: the same message as a failed request.
      inFlight.current = false;
      setFailure(error);
      toast.error(t('login.error'));
      return;
    }
    setHasSubmitted(true);
    setErrors(invalid);
    const firstInvalid = FIELDS.find((field) => invalid[field]);
    if (firstInvalid) {
      inFlight.current = false;
      document.getElementById(inputId(firstInvalid))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await submit(values);
      const next =
        !result || result.status === 'signed_in'
          ? onSignedIn
          : result.status === 'two_factor_required'
            ? onTwoFactorRequired?.bind(null, result.challengeToken)
            : onTwoFactorSetup?.bind(null, result.setupToken);
      // A screen without the two-factor steps (a remote's standalone mode) cannot go on.
      setFailure(next ? null : result);
      if (next) next();
      else toast.error(t('login.error'));
    } catch (error) {
      setFailure(error);
      if (error instanceof ApiError) {
        setErrors(
          loginErrors(
            Object.entries(error.fields).map(([field, message]) => ({ path: [field], message })),
          ),
        );
      }
      toast.error(t('login.error'));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const apiFailure = failure instanceof ApiError ? failure : null;
  const failureMessage =
    apiFailure?.code === 'INVALID_CREDENTIALS'
      ? t('login.invalidCredentials')
      : apiFailure?.code === 'RATE_LIMITED'
        ? t('login.rateLimited')
        : apiFailure?.code === 'EMAIL_NOT_VERIFIED'
          ? t('login.emailNotVerified')
          : apiFailure?.code === 'ACCOUNT_BLOCKED'
            ? t('login.accountBlocked')
            : t('errors.loadingData');
  const canVerify = apiFailure?.code === 'EMAIL_NOT_VERIFIED' && onVerifyEmail;
  const errorOf = (field: LoginField) => {
    const message = errors[field];
    return message ? textFor(t)(message) : undefined;
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={t('login.error')}
          description={failureMessage}
          action={
            canVerify ? (
              <PlainButton size="small" onClick={() => onVerifyEmail(values.email)}>
                {t('login.verifyNow')}
              </PlainButton>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Field id={inputId('email')} label={t('login.email')} error={errorOf('email')}>
        {(controlProps) => (
          <TextInput
            {...controlProps}
            name="email"
            type="email"
            autoComplete="username"
            size="large"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </Field>
      <Field id={inputId('password')} label={t('login.password')} error={errorOf('password')}>
        {(controlProps) => (
          <PasswordInput
            {...controlProps}
            name="password"
            autoComplete="current-password"
            size="large"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </Field>
      <PlainButton type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}
