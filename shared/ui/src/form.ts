/**
 * Form controls beyond the light entry's inputs, dialogs and steps of the money flows (not loaded
 * by /login). antd's own Input and Select are the input entry (`@arara/ui/input`).
 */
export { Checkbox, Drawer, InputNumber, Modal, Progress, Radio, Steps, Switch } from 'antd';
/** Fields bound to react-hook-form: label, translated error key and control from one `name`. */
export { AmountField } from './form/amount-field';
export { AmountInput, ReaisInput } from './form/amount-input';
export { BoundField, type BoundFieldProps } from './form/bound-field';
export { BoundForm, type BoundFormProps } from './form/bound-form';
export { DateField } from './form/date-field';
export { DocumentField, maskFiscalDocument } from './form/document-field';
export { FormErrorNamespaces, useFieldErrorText } from './form/error-namespaces';
export { applyApiFieldErrors, useErrorText } from './form/form-errors';
export { FailureMessage, merchantRefusalKey } from './form/failure-message';
export { FormActions, type FormActionsProps } from './form/form-actions';
export { type DrawerControls, FormDrawer, type FormDrawerProps } from './form/form-drawer';
export { NumberField } from './form/number-field';
export { optionsOf } from './form/options';
export { SelectField } from './form/select-field';
export { TextField } from './form/text-field';
export { useCreateDrawerForm, useDrawerForm } from './form/use-drawer-form';
export { useFormSubmit } from './form/use-form-submit';
export { centsToInput, parseReais } from './format/reais';
export {
  StepUpDialogs,
  type StepUpCodeRule,
  type StepUpTexts,
} from './form/step-up-dialogs';
export { type StepUp, type StepUpChannel, useStepUp } from './form/use-step-up';
