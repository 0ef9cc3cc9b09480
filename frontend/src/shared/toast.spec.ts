import { describe, expect, it } from '@jest/globals';
import { createToast, TOAST_CONFIG, TOAST_DURATIONS, TOAST_MAX_COUNT, type MessageLike } from './toast';

function recordingMessage() {
  const opened: Parameters<MessageLike['open']>[0][] = [];
  const destroyed: (string | number | undefined)[] = [];
  const message: MessageLike = {
    open: (args) => opened.push(args),
    destroy: (key) => void destroyed.push(key),
  };
  return { message, opened, destroyed };
}

describe('toast defaults (spec §9)', () => {
  it('errors 4 s, successes 2 s, loading until dismissed, at most 20', () => {
    expect(TOAST_DURATIONS.error).toBe(4);
    expect(TOAST_DURATIONS.success).toBe(2);
    expect(TOAST_DURATIONS.loading).toBe(0);
    expect(TOAST_MAX_COUNT).toBe(20);
    expect(TOAST_CONFIG.maxCount).toBe(20);
  });

  it('opens each type with its default duration', () => {
    const { message, opened } = recordingMessage();
    const toast = createToast(message);
    toast.error('Payment verification failed');
    toast.success('Subscribed successfully');
    toast.loading('Creating order…');
    toast.info('Heads up');
    toast.warning('Careful');
    expect(opened.map(({ type, content, duration }) => [type, content, duration])).toEqual([
      ['error', 'Payment verification failed', 4],
      ['success', 'Subscribed successfully', 2],
      ['loading', 'Creating order…', 0],
      ['info', 'Heads up', 3],
      ['warning', 'Careful', 3],
    ]);
  });

  it('lets a call name its own duration, key and close callback', () => {
    const { message, opened } = recordingMessage();
    const onClose = () => undefined;
    createToast(message).success('Saved', { duration: 10, key: 'save', onClose });
    expect(opened[0]).toEqual({ type: 'success', content: 'Saved', duration: 10, key: 'save', onClose });
  });

  it('updates a loading toast in place through its key and dismisses by key or all', () => {
    const { message, opened, destroyed } = recordingMessage();
    const toast = createToast(message);
    toast.loading('Loading..', { key: 'order' });
    toast.success('Subscribed successfully', { key: 'order' });
    expect(opened.map((o) => [o.type, o.key, o.duration])).toEqual([
      ['loading', 'order', 0],
      ['success', 'order', 2],
    ]);
    toast.dismiss('order');
    toast.dismiss();
    expect(destroyed).toEqual(['order', undefined]);
  });
});
