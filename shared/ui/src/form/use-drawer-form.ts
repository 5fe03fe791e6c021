import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { DrawerControls } from './form-drawer';
import { useFormSubmit } from './use-form-submit';

type DrawerFormOptions<TValues extends FieldValues> = {
  /** The contract's schema, through `zodResolver` of the caller. */
  resolver: Resolver<TValues>;
  failureText: string;
  /** The request is under way: the submit button spins. */
  pending: boolean;
};

/**
 * A drawer's form: the react-hook-form form and its submit (useFormSubmit), returned as the
 * props a FormDrawer takes apart from its texts (spread it: `<FormDrawer {...drawer} …>`).
 */
export function useDrawerForm<TValues extends FieldValues>(
  controls: DrawerControls,
  {
    resolver,
    defaultValues,
    failureText,
    pending,
    submit,
  }: DrawerFormOptions<TValues> & {
    defaultValues: DefaultValues<TValues>;
    /** Sends the values; a refusal puts the API's field errors on the fields. */
    submit: (values: TValues, form: UseFormReturn<TValues>) => Promise<unknown>;
  },
) {
  const form = useForm<TValues>({ resolver, defaultValues });
  const submission = useFormSubmit(form, {
    failureText,
    submit: (values) => submit(values, form),
  });
  return { ...controls, ...submission, pending };
}

/**
 * A create drawer's form: `create` sends the values; once created the form empties again (a
 * reopened drawer starts blank) and `onCreated` gets the new record (close, go to it, …).
 */
export function useCreateDrawerForm<TValues extends FieldValues, TCreated>(
  controls: DrawerControls,
  {
    empty,
    create,
    onCreated,
    ...options
  }: DrawerFormOptions<TValues> & {
    /** The blank form (a function: a default may depend on the time it opens). */
    empty: () => DefaultValues<TValues>;
    create: (values: TValues) => Promise<TCreated>;
    onCreated: (created: TCreated) => void;
  },
) {
  return useDrawerForm(controls, {
    ...options,
    defaultValues: empty(),
    submit: async (values, form) => {
      const created = await create(values);
      form.reset(empty());
      onCreated(created);
    },
  });
}
