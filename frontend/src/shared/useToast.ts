import { loadAntd } from './theme/antd-host';
import { createToast, type MessageLike, type Toast } from './toast';

/*
 * antd's message, loaded on the first toast (toasts are rare on `/`, which does not load antd).
 * Calls made meanwhile run in order once it is there; nothing to dismiss before the first toast.
 */
let loaded = false;
const lazyMessage: MessageLike = {
  open(args) {
    loaded = true;
    void loadAntd().then(({ message }) => message.open(args));
  },
  destroy(key) {
    if (loaded) void loadAntd().then(({ message }) => message.destroy(key));
  },
};

const toast = createToast(lazyMessage);

/**
 * `toast.success('Subscribed successfully')` etc. with the spec's durations (error 4 s, success
 * 2 s, loading until dismissed), at most 20 at once, drawn by antd's themed `App` message
 * (`AntdHost`, mounted beside the router, so a toast outlives the page that raised it).
 */
export function useToast(): Toast {
  return toast;
}
