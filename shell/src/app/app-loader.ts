import type { AppModule } from '@casino/shared';

export type AppLoadState =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; module: AppModule }
  | { status: 'failed'; error: unknown };

/**
 * Loads each app's './routes' module once and remembers the outcome, so the server render,
 * the hydration and later client navigations all see the same module (or the same failure)
 * synchronously once it has been loaded.
 */
export class AppLoader {
  private readonly states = new Map<string, AppLoadState>();

  constructor(
    private readonly load: (app: string) => Promise<AppModule>,
    local: Readonly<Record<string, AppModule>> = {},
  ) {
    for (const [app, module] of Object.entries(local)) this.states.set(app, { status: 'loaded', module });
  }

  get(app: string): AppLoadState | undefined {
    return this.states.get(app);
  }

  /** Marks an app as failed without trying (what the server found, kept for hydration). */
  markFailed(app: string, error: unknown = new Error(`${app} failed on the server`)): void {
    this.states.set(app, { status: 'failed', error });
  }

  /** Starts (or retries after a failure) loading an app; resolves when it has settled. */
  ensure(app: string, { retry = false } = {}): Promise<void> {
    const state = this.states.get(app);
    if (state?.status === 'loaded') return Promise.resolve();
    if (state?.status === 'loading') return state.promise;
    if (state?.status === 'failed' && !retry) return Promise.resolve();
    const promise = this.load(app).then(
      (module) => {
        if (!module || !Array.isArray(module.routes)) throw new Error(`${app} exposes no routes`);
        this.states.set(app, { status: 'loaded', module });
      },
      (error: unknown) => {
        console.error(`[${app}] could not be loaded`, error);
        this.states.set(app, { status: 'failed', error });
      },
    );
    this.states.set(app, { status: 'loading', promise });
    return promise;
  }
}
