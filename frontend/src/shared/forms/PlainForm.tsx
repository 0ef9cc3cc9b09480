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
import { toValidate, type FieldCheck } from './field-checks';
import { HydratedFields } from './HydratedFields';
import './forms.css';

/**
 * Forms without antd: react-hook-form checks the values; these components give native inputs antd's vertical Form look
 * and keep its label, aria attributes and field ids (docs/decisions/front-end/antd.md).
 */

/** `useForm` as antd's Form behaved: a field checked on each change, all on submit, focus on the first problem. */
export function usePlainForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>) {
  return useForm<Values>({ mode: 'onChange', reValidateMode: 'onChange', defaultValues, shouldFocusError: true });
}

interface PlainFormContext {
  /** The form's name, the prefix of its fields' ids (`signup` → `signup_email`). */
  name: string;
  /** Whether the form was submitted once (every field has been checked since). */
  submitted: { current: boolean };
}
const FormName = createContext<PlainFormContext>({ name: 'form', submitted: { current: false } });

export interface PlainFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  name: string;
  onFinish(values: Values): Promise<void> | void;
  children: ReactNode;
}

/** `<form novalidate>`: the fields' messages replace the browser's bubbles; fields wait for hydration. */
export function PlainForm<Values extends FieldValues>({ form, name, onFinish, children }: PlainFormProps<Values>) {
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

const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_INVISIBLE =
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z';

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
          <span role="img" aria-hidden className={`anticon anticon-${visible ? 'eye' : 'eye-invisible'}`}>
            <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden>
              <path d={visible ? EYE : EYE_INVISIBLE} />
            </svg>
          </span>
        </button>
      </span>
    </span>
  );
}
