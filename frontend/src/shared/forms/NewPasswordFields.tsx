import { AUTH_LIMITS } from '@typing/contracts/web';
import { useRef } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { required, valueCheck } from './field-checks';
import { newPasswordProblem, passwordMismatch } from './password-rules';
import { FormField, useFormSubmittedOnce } from './Form';

export interface NewPasswordFieldsProps {
  /** The password's field name; the confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  requiredMessage: string;
  confirmRequiredMessage: string;
}

/** A new password and its confirmation; a password change re-checks the confirmation once typed or submitted. */
export function NewPasswordFields<Values extends FieldValues>({
  name,
  label,
  confirmLabel,
  requiredMessage,
  confirmRequiredMessage,
}: NewPasswordFieldsProps) {
  const { trigger } = useFormContext<Values>();
  const submittedOnce = useFormSubmittedOnce();
  const confirmationTyped = useRef(false);
  const confirmName = 'confirmPassword' as Path<Values>;
  return (
    <>
      <FormField<Values>
        name={name as Path<Values>}
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        extra={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        checks={[required(requiredMessage), valueCheck(newPasswordProblem)]}
        onValueChange={() => {
          if (confirmationTyped.current || submittedOnce()) void trigger(confirmName);
        }}
      />
      <FormField<Values>
        name={confirmName}
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        checks={[
          required(confirmRequiredMessage),
          (value, values) => passwordMismatch((values as Record<string, string | undefined>)[name], value),
        ]}
        onValueChange={() => {
          confirmationTyped.current = true;
        }}
      />
    </>
  );
}
