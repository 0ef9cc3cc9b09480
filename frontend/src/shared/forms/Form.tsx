import { createContext, useContext, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { SvgIcon } from '../ui/icons/SvgIcon';
import { PASSWORD_ICONS } from '../ui/icons/password';
import { toValidate, type FieldCheck } from './field-checks';
import { HydratedFields } from './HydratedFields';
import './forms.css';

/** Forms without antd (docs/decisions/front-end/antd.md): native inputs keep antd's Form look, labels, aria and ids. */

/** `useForm` as antd's Form behaved: a field checked on each change, all on submit, focus on the first problem. */
export function useCheckedForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>) {
  return useForm<Values>({ mode: 'onChange', reValidateMode: 'onChange', defaultValues, shouldFocusError: true });
}

interface FormContext {
  /** The form's name, the prefix of its fields' ids (`signup` → `signup_email`). */
  name: string;
  /** Whether the form was submitted once (every field has been checked since). */
  submitted: { current: boolean };
}
const FormName = createContext<FormContext>({ name: 'form', submitted: { current: false } });

export interface FormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: string;
  onFinish(values: Values): Promise<void> | void;
  children: ReactNode;
}

/** `<form novalidate>`: the fields' messages replace the browser's bubbles; fields wait for hydration. */
export function Form<Values extends FieldValues>({ form, name, onFinish, children }: FormProps<Values>) {
  const submitted = useRef(false);
  const [context] = useState(() => ({ name, submitted }));
  return (
    <FormProvider {...form}>
      <FormName.Provider value={context}>
        <form
          id={name}
          className="tp-form"
          noValidate
          onSubmit={(event) => {
            submitted.current = true;
            void form.handleSubmit(async (values) => {
              await onFinish(values);
            })(event);
          }}
        >
          <HydratedFields>{children}</HydratedFields>
        </form>
      </FormName.Provider>
    </FormProvider>
  );
}

/** Whether the enclosing form was submitted once; for checks that follow another field's value. */
export function useFormSubmittedOnce(): () => boolean {
  const { submitted } = useContext(FormName);
  return () => submitted.current;
}

export interface FormFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  /** The note under the field ("At least 8 characters."), read as part of its description. */
  extra?: string;
  checks: readonly FieldCheck<Values>[];
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength?: number;
  onValueChange?(): void;
}

/** One labelled field with antd's Form.Item look: label above, input, its message, its note. */
export function FormField<Values extends FieldValues>({
  name,
  label,
  extra,
  checks,
  type = 'text',
  autoComplete,
  maxLength,
  onValueChange,
}: FormFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name });
  const { name: formName } = useContext(FormName);
  const id = `${formName}_${name}`;
  const problem = errors[name]?.message;
  const error = typeof problem === 'string' && problem !== '' ? problem : null;
  const { onChange, ...registered } = register(name, { validate: toValidate(checks) });
  const describedBy = [error && `${id}_help`, extra && `${id}_extra`].filter(Boolean).join(' ');
  const inputProps: InputHTMLAttributes<HTMLInputElement> & { ref: typeof registered.ref } = {
    ...registered,
    id,
    autoComplete,
    maxLength,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: async (event) => {
      await onChange(event);
      onValueChange?.();
    },
  };
  return (
    <div
      className={['tp-form-item', error && 'tp-form-item--error', extra && 'tp-form-item--extra']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="tp-form-item__label">
        <label htmlFor={id}>{label}</label>
      </div>
      {type === 'password' ? (
        <PasswordInput invalid={!!error} {...inputProps} />
      ) : (
        <input type={type} className={error ? 'tp-input tp-input--error' : 'tp-input'} {...inputProps} />
      )}
      {(error || extra) && (
        <div className="tp-form-item__additional">
          {error && (
            <div id={`${id}_help`} className="tp-form-item__explain">
              {error}
            </div>
          )}
          {extra && (
            <div id={`${id}_extra`} className="tp-form-item__extra">
              {extra}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** antd's Input.Password: an eye button (a real, pressed-state button) shows or hides the password. */
function PasswordInput({ invalid, ...props }: InputHTMLAttributes<HTMLInputElement> & { invalid: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={invalid ? 'tp-input tp-input--affix tp-input--error' : 'tp-input tp-input--affix'}>
      <input type={visible ? 'text' : 'password'} {...props} />
      <span className="tp-input__suffix">
        <button
          type="button"
          className="tp-input__eye"
          aria-label="Show password"
          aria-pressed={visible}
          // Keep the focus (and the caret) in the input, as antd's icon did.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <SvgIcon {...(visible ? PASSWORD_ICONS.shown : PASSWORD_ICONS.hidden)} dataIcon={false} aria-hidden />
        </button>
      </span>
    </span>
  );
}
