import { loadAntd } from './antd/antd-host';
import { createToast, type MessageLike, type Toast } from './toast';

/* antd's message loads on the first toast (rare on `/`); calls made meanwhile run in order once it is there. */
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

/** Toasts with the spec's durations, rendered by `AntdHost` beside the router, so a toast outlives its page. */
export function useToast(): Toast {
  return toast;
}
