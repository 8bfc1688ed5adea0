/** How long to wait before trying a failed reload again (the database is coming back). */
const RETRY_MS = 1000;

/**
 * Turns a reload into a NOTIFY handler that never loses a change: notices that arrive
 * during a reload cause one more reload after it, and a reload that fails (the database
 * went away again) is retried until it succeeds, so memory never stays behind the database.
 */
export function reloadOnNotice(reload: () => Promise<unknown>, onError: (error: unknown) => void): () => Promise<void> {
  let running = false;
  let again = false;
  let retry: NodeJS.Timeout | null = null;

  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await reload();
      } while (again);
    } catch (error) {
      onError(error);
      retry ??= setTimeout(() => {
        retry = null;
        void run();
      }, RETRY_MS).unref();
    } finally {
      running = false;
    }
  };
  return run;
}
