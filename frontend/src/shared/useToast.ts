import { App } from 'antd';
import { useMemo } from 'react';
import { createToast, type Toast } from './toast';

/**
 * `toast.success('Subscribed successfully')` etc. with the spec's durations. Uses antd's `App`
 * context (mounted in `ThemeRoot`), so toasts follow the light/dark theme and the 20-toast cap.
 */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(() => createToast(message), [message]);
}
