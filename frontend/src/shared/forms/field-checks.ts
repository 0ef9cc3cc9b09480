/** A field's rules as pure functions for the forms without antd; the first failing check speaks, as with antd. */

/** One rule: the message for a value that breaks it, else null. `values` holds the whole form. */
export type FieldCheck<Values> = (value: string, values: Values) => string | null;

/** antd's `{ required: true, message }`; `whitespace` refuses a value of spaces only. */
export function required<Values>(message: string, { whitespace = false } = {}): FieldCheck<Values> {
  return (value) => {
    const text = value ?? '';
    return (whitespace ? text.trim() : text) === '' ? message : null;
  };
}

export function valueCheck<Values>(check: (value: string | undefined) => string | null): FieldCheck<Values> {
  return (value) => check(value);
}

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

export function toValidate<Values>(checks: readonly FieldCheck<Values>[]) {
  return (value: unknown, values: Values): true | string =>
    firstProblem(typeof value === 'string' ? value : undefined, values, checks) ?? true;
}
