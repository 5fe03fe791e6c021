/**
 * Closes the app, but gives up after `timeoutMs`: a stuck connection or query must not keep a
 * stopped instance alive (an orchestrator would otherwise wait for its own kill timeout).
 * Resolves with the exit code: 0 closed cleanly, 1 failed or timed out.
 */
export async function closeWithin(
  close: () => Promise<unknown>,
  timeoutMs: number,
  onTimeout: () => void = () => {},
): Promise<0 | 1> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<1>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve(1);
    }, timeoutMs);
  });
  try {
    return await Promise.race([close().then(() => 0 as const), timedOut]);
  } catch {
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
