/**
 * How long the browser waits for an app's code (its remote entry or a page's own chunk)
 * before its region shows the fallback with a retry button instead of loading forever.
 */
export const CODE_LOAD_TIMEOUT_MS = 6000;

/** What withTimeout rejects with when the time is up (told apart from a failure of the promise itself). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Settles like the promise, or rejects with a TimeoutError saying `message` once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
