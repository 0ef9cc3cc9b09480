import { AUTH_LIMITS } from '@typing/contracts/web';
import { Form, Input } from 'antd';
import { newPasswordProblem, passwordMismatch, ruleFrom } from './password-rules';

export interface NewPasswordFieldsProps {
  /** The password's field name; the confirmation is always `confirmPassword`. */
  name: string;
  label: string;
  confirmLabel: string;
  requiredMessage: string;
  confirmRequiredMessage: string;
}

/** A new password (length policy) and its confirmation, which must match it. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  requiredMessage,
  confirmRequiredMessage,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        label={label}
        name={name}
        extra={`At least ${AUTH_LIMITS.passwordMin} characters.`}
        rules={[{ required: true, message: requiredMessage }, ruleFrom(newPasswordProblem)]}
      >
        <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        rules={[
          { required: true, message: confirmRequiredMessage },
          ({ getFieldValue }) =>
            ruleFrom((value) => passwordMismatch(getFieldValue(name) as string | undefined, value)),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={AUTH_LIMITS.passwordMax} aria-required />
      </Form.Item>
    </>
  );
}
