/**
 * A form field's rules as pure functions, for the forms drawn without antd (react-hook-form over
 * native inputs, `FormField`): each check returns the message to show, or null when the value
 * passes. The first failing check speaks, as antd's rules did for these fields.
 */

/** One rule: the message for a value that breaks it, else null. `values` holds the whole form. */
export type FieldCheck<Values> = (value: string, values: Values) => string | null;

/**
 * antd's `{ required: true, message }`: an empty value is refused; with `whitespace`, a value of
 * spaces only is refused too (`{ required: true, whitespace: true }`).
 */
export function required<Values>(message: string, { whitespace = false } = {}): FieldCheck<Values> {
  return (value) => {
    const text = value ?? '';
    return (whitespace ? text.trim() : text) === '' ? message : null;
  };
}

/** A check over the value alone (`isEmail`, the password policy…), for the list of a field's checks. */
export function valueCheck<Values>(check: (value: string | undefined) => string | null): FieldCheck<Values> {
  return (value) => check(value);
}

/** The first failing check's message, or null when every check passes. */
export function firstProblem<Values>(
  value: string | undefined,
  values: Values,
  checks: readonly FieldCheck<Values>[],
): string | null {
  for (const check of checks) {
    const problem = check(value ?? '', values);
    if (problem) return problem;
  }
  return null;
}

/** The checks as react-hook-form's `validate` (true when valid, else the message). */
export function toValidate<Values>(checks: readonly FieldCheck<Values>[]) {
  return (value: unknown, values: Values): true | string =>
    firstProblem(typeof value === 'string' ? value : undefined, values, checks) ?? true;
}
