import type { Database } from '../core/db/database';
import { recordStates, type CallToActionState } from './state-record';

/** How long after a failed write the recorder tries again (the database is coming back). */
const RETRY_MS = 5_000;

/**
 * Writes each change of what the lists show into the record, one write at a time: a change
 * that comes while one is written is written after it with its own moment, and a write the
 * database refused is tried again, so the record never stays behind what was shown.
 */
export class StateRecorder {
  private writing: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly statesNow: () => CallToActionState[],
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Records the states as they are now, as of `moment` (the edge that changed them, or now). */
  record(moment: number): Promise<void> {
    const states = this.statesNow();
    this.writing = this.writing.then(() => this.write(states, moment));
    return this.writing;
  }

  /** Waits for the writes under way. */
  settled(): Promise<void> {
    return this.writing;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  private async write(states: CallToActionState[], moment: number): Promise<void> {
    try {
      await recordStates(this.db, states, new Date(moment));
    } catch (error) {
      this.onError(error);
      if (this.closed) return;
      clearTimeout(this.retry);
      // The states of then are lost to a database that is away; those of the retry are recorded, as of then.
      this.retry = setTimeout(() => void this.record(Date.now()), RETRY_MS);
      this.retry.unref();
    }
  }
}
