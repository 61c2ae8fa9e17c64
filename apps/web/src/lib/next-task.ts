/**
 * Resolves in a task of its own, so the work after it does not lengthen the task running now: a
 * phone's browser counts every long task against the page (decision 048). A message to itself,
 * as React's scheduler does, because a hidden tab holds timers back for up to a second.
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
