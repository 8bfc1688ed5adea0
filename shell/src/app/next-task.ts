/**
 * Resolves in a later task of the browser's event loop, so the work before and after an
 * `await nextTask()` are two tasks: the browser can paint and answer a tap in between. A
 * phone's main thread that is busy for more than 50 ms at a stretch holds up every tap
 * (Lighthouse counts it as blocking time). A message to a channel of its own comes back
 * at once, where a nested setTimeout waits at least 4 ms.
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
