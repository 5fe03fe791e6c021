/** The step-up state lives in @arara/ui/form (the documents remote's refund asks for it too). */
export { type StepUp, useStepUp } from '@arara/ui/form';
