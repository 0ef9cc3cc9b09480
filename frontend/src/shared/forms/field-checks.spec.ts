import { describe, expect, it } from '@jest/globals';
import { firstProblem, required, toValidate, valueCheck } from './field-checks';

type Values = { password: string; confirmPassword: string };
const values: Values = { password: 'lantern-mosaic', confirmPassword: '' };

describe('field checks (the forms drawn without antd)', () => {
  it('required: refuses an empty value; with whitespace, a value of spaces only too', () => {
    expect(required<Values>('Please enter a password')('', values)).toBe('Please enter a password');
    expect(required<Values>('Please enter a password')('   ', values)).toBeNull();
    expect(required<Values>('Please enter your email', { whitespace: true })('  \t', values)).toBe(
      'Please enter your email',
    );
    expect(required<Values>('Please enter your email', { whitespace: true })(' a ', values)).toBeNull();
  });

  it('the first failing check speaks; none failing is null', () => {
    const checks = [
      required<Values>('Please confirm your password'),
      valueCheck<Values>((value) => (value && value.length < 3 ? 'Too short' : null)),
      (value: string, all: Values) => (value && value !== all.password ? 'Passwords do not match' : null),
    ];
    expect(firstProblem('', values, checks)).toBe('Please confirm your password');
    expect(firstProblem(undefined, values, checks)).toBe('Please confirm your password');
    expect(firstProblem('ab', values, checks)).toBe('Too short');
    expect(firstProblem('lantern', values, checks)).toBe('Passwords do not match');
    expect(firstProblem('lantern-mosaic', values, checks)).toBeNull();
  });

  it("toValidate answers react-hook-form's way: true, or the message", () => {
    const validate = toValidate<Values>([required('Please enter a password')]);
    expect(validate('x', values)).toBe(true);
    expect(validate('', values)).toBe('Please enter a password');
    expect(validate(undefined, values)).toBe('Please enter a password');
  });
});
