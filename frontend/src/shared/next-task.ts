/**
 * Resolves in a task of its own, so the work after it is not counted with the work before it as one
 * long task. A message to ourselves: unlike a timer, not delayed in a tab opened in the background.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
