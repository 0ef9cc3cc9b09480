/** Toasts with the spec's defaults (§9), pure so the defaults are unit-tested; screens use `useToast()`. */
import type { ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** Seconds each kind stays up; 0 keeps it until it is dismissed (antd's convention). */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  error: 4,
  success: 2,
  loading: 0,
  // The spec is silent on these two; antd's own default.
  info: 3,
  warning: 3,
};

/** At most this many toasts at once; the oldest goes first. */
export const TOAST_MAX_COUNT = 20;

export const TOAST_CONFIG = { maxCount: TOAST_MAX_COUNT, duration: TOAST_DURATIONS.info } as const;

interface ToastOptions {
  /** Seconds; 0 keeps the toast until dismissed. Defaults per type (TOAST_DURATIONS). */
  duration?: number;
  /** Reuse a key to update a toast in place (e.g. turn 'loading' into 'success'). */
  key?: string | number;
  onClose?: () => void;
}

export interface MessageLike {
  open(args: {
    type: ToastType;
    content: ReactNode;
    duration?: number;
    key?: string | number;
    onClose?: () => void;
  }): unknown;
  destroy(key?: string | number): void;
}

type ToastFn = (content: ReactNode, options?: ToastOptions) => void;

export interface Toast {
  success: ToastFn;
  error: ToastFn;
  info: ToastFn;
  warning: ToastFn;
  loading: ToastFn;
  dismiss(key?: string | number): void;
}

/** Wraps a message instance so every call gets the spec's duration unless it names its own. */
export function createToast(message: MessageLike): Toast {
  const show =
    (type: ToastType): ToastFn =>
    (content, { duration = TOAST_DURATIONS[type], key, onClose } = {}) => {
      message.open({ type, content, duration, key, onClose });
    };
  return {
    success: show('success'),
    error: show('error'),
    info: show('info'),
    warning: show('warning'),
    loading: show('loading'),
    dismiss: (key) => message.destroy(key),
  };
}
