/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, useCheckedForm } from '../../shared/forms/Form';
import { NewPasswordFields } from '../../shared/forms/NewPasswordFields';
import { EmailField } from './AuthFields';

// The account screens' form pieces without antd: they must behave as antd's Form did.
interface Fields {
  email: string;
  password: string;
  confirmPassword: string;
}

function TestForm({ onFinish }: { onFinish: (values: Fields) => void }) {
  const form = useCheckedForm<Fields>({ email: '', password: '', confirmPassword: '' });
  return (
    <Form form={form} name="signup" onFinish={onFinish}>
      <EmailField />
      <NewPasswordFields
        name="password"
        label="Password"
        confirmLabel="Confirm password"
        requiredMessage="Please enter a password"
        confirmRequiredMessage="Please confirm your password"
      />
      <button type="submit">Sign Up</button>
    </Form>
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { exact: true });
const confirmation = () => screen.getByLabelText('Confirm password');
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function setUp() {
  const onFinish = jest.fn<(values: Fields) => void>();
  render(<TestForm onFinish={onFinish} />);
  return { onFinish, user: userEvent.setup() };
}

describe('the account forms without antd', () => {
  it('shows nothing at first; the labels name the inputs, which are required and keep the ids antd gave them', () => {
    setUp();
    expect(email().id).toBe('signup_email');
    expect(email().getAttribute('type')).toBe('email');
    expect(email().getAttribute('aria-required')).toBe('true');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(email())).toEqual([]);
    // The password's note is its description from the start.
    expect(describedBy(password())).toEqual(['At least 8 characters.']);
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.queryByText(/Please/)).toBeNull();
  });

  it('on submit checks every field, describes each problem and puts the focus on the first; nothing is sent', async () => {
    const { onFinish, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email())).toEqual(['Please enter your email']);
    expect(describedBy(password())).toEqual(['Please enter a password', 'At least 8 characters.']);
    expect(describedBy(confirmation())).toEqual(['Please confirm your password']);
    expect(document.activeElement).toBe(email());
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('checks a field as it changes, from its first change on, with the server’s words', async () => {
    const { user } = setUp();
    await user.type(email(), 'asha');
    await waitFor(() => expect(describedBy(email())).toEqual(['Please provide a valid email address.']));
    // Untouched fields stay quiet.
    expect(password().getAttribute('aria-invalid')).toBeNull();
    await user.type(email(), '@example.com');
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBeNull());
    await user.clear(email());
    await waitFor(() => expect(describedBy(email())).toEqual(['Please enter your email']));
    await user.type(password(), 'short');
    await waitFor(() =>
      expect(describedBy(password())).toEqual(['Password must be at least 8 characters.', 'At least 8 characters.']),
    );
  });

  it('a change of the password checks the confirmation again once it has been typed in, as antd’s dependencies did', async () => {
    const { user } = setUp();
    await user.type(password(), 'lantern-mosaic');
    // The confirmation was never touched: no message yet.
    expect(confirmation().getAttribute('aria-invalid')).toBeNull();
    await user.type(confirmation(), 'lantern-mosaic');
    await waitFor(() => expect(confirmation().getAttribute('aria-invalid')).toBeNull());
    await user.type(password(), 'x');
    await waitFor(() => expect(describedBy(confirmation())).toEqual(['Passwords do not match']));
    await user.type(password(), '{Backspace}');
    await waitFor(() => expect(confirmation().getAttribute('aria-invalid')).toBeNull());
  });

  it('sends the values once every field passes', async () => {
    const { onFinish, user } = setUp();
    await user.type(email(), 'asha@example.com');
    await user.type(password(), 'lantern-mosaic-7');
    await user.type(confirmation(), 'lantern-mosaic-7');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({
      email: 'asha@example.com',
      password: 'lantern-mosaic-7',
      confirmPassword: 'lantern-mosaic-7',
    });
  });

  it('the eye button shows and hides the password and says whether it is pressed', async () => {
    const { user } = setUp();
    const [eye] = screen.getAllByRole('button', { name: 'Show password' });
    expect(password().getAttribute('type')).toBe('password');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await user.click(eye);
    expect(password().getAttribute('type')).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    await user.click(eye);
    expect(password().getAttribute('type')).toBe('password');
  });
});
