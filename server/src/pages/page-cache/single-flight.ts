/**
 * One task per key at a time: a caller that asks for a key whose task is still running waits
 * for that task instead of starting its own. Right after an import or a release every page is
 * uncached on every server at once; without this, a burst of visitors to one page would
 * render it once each.
 */
export class SingleFlight<T> {
  private readonly tasks = new Map<string, Promise<T>>();

  /** The running task for this key, if there is one. */
  running(key: string): Promise<T> | undefined {
    return this.tasks.get(key);
  }

  run(key: string, task: () => Promise<T>): Promise<T> {
    const started = task().finally(() => this.tasks.delete(key));
    this.tasks.set(key, started);
    return started;
  }
}
