/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ErrorCode, Messages } from '@typing/contracts/web';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '../../app/store';
import { verificationStarted } from '../../shared/session/session.slice';
import { memoryStorage } from '../../shared/storage/web-storage';
import { toggleTheme } from '../../shared/preferences/preferences.slice';

type Call = (args: object) => { unwrap(): Promise<{ message: string }> };
const mockVerify = jest.fn<Call>();
const mockResend = jest.fn<Call>();
jest.mock('./auth.api', () => ({
  useVerifyOtpMutation: () => [mockVerify, { isLoading: false }],
  useResendOtpMutation: () => [mockResend, { isLoading: false }],
}));
// Imported after the mock is in place.
let OtpPage: typeof import('./OtpPage').OtpPage;
beforeAll(async () => {
  ({ OtpPage } = await import('./OtpPage'));
});
const answered = (message: string) => ({ unwrap: () => Promise.resolve({ message }) });
const refused = (code: string, message: string) => ({
  unwrap: () => Promise.reject(new Object({ status: 400, data: { status: 400, code, message } })),
});

beforeEach(() => {
  mockVerify.mockReset();
  mockResend.mockReset();
  sessionStorage.clear();
});

function renderPage() {
  const store = createAppStore({ preferenceStorage: memoryStorage().storage, authStorage: memoryStorage().storage });
  store.dispatch(verificationStarted({ email: 'asha@example.com' }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/otp-verification']}>
        <OtpPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const boxes = () => screen.getAllByLabelText(/^Digit \d of 6$/);
const values = () => boxes().map((box) => (box as HTMLInputElement).value);

describe('the OTP screen (spec §2 "OTP verification")', () => {
  it('shows the texts, the six boxes, the button and the countdown', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeTruthy();
    const group = screen.getByRole('group');
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Enter the 6-digit code we sent to asha@example.com.',
    );
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Verify OTP' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('timer').textContent).toMatch(/^0[45]:[0-5]\d$/);
    expect(screen.getByText(/Didn't get it\? You can ask for a new code in/)).toBeTruthy();
  });

  it('keeps a code typed the moment the boxes appear, in the same boxes, while the page goes on', async () => {
    const { store, user } = renderPage();
    const first = boxes();
    await user.type(first[0]!, '493027');
    expect(values()).toEqual(['4', '9', '3', '0', '2', '7']);

    // The countdown ticks, the theme changes and a refused check comes back: no box is drawn anew or emptied.
    act(() => void store.dispatch(toggleTheme()));
    const shown = screen.getByRole('timer').textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(shown), { timeout: 3000 });
    mockVerify.mockReturnValue(refused(ErrorCode.InvalidOtp, Messages.otpInvalid));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText(Messages.otpInvalid);
    expect(mockVerify).toHaveBeenCalledWith({ email: 'asha@example.com', otp: '493027', profileImage: undefined });
    boxes().forEach((box, index) => expect(box).toBe(first[index]));
    expect(values()).toEqual(['4', '9', '3', '0', '2', '7']);
  });

  it('fewer than six digits: says so, marks the boxes and puts the focus on the first empty one', async () => {
    const { user } = renderPage();
    await user.type(boxes()[0]!, '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all 6 digits');
    expect(boxes().every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true);
    expect(document.activeElement).toBe(boxes()[3]);
    // Typing again takes the message away.
    await user.keyboard('4');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a spent code offers Resend OTP at once, with the focus; a new code empties the boxes and restarts the countdown', async () => {
    const { user } = renderPage();
    await user.type(boxes()[0]!, '111111');
    mockVerify.mockReturnValue(refused(ErrorCode.OtpSpent, Messages.otpSpent));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const resend = await screen.findByRole('button', { name: 'Resend OTP' });
    await waitFor(() => expect(document.activeElement).toBe(resend));
    expect(screen.queryByRole('timer')).toBeNull();

    mockResend.mockReturnValue(answered(Messages.otpResent));
    await user.click(resend);
    await screen.findByRole('timer');
    expect(mockResend).toHaveBeenCalledWith({ email: 'asha@example.com' });
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
