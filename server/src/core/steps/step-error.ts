import { APPS, isAppName, type AppName } from '../apps';

/**
 * A release that cannot be done as asked: the caller's problem, with every reason listed.
 * `refused` tells a well-formed request the registry says no to (the gate, nothing to roll back
 * to, no canary running, a version already active or already published with other content)
 * from one that cannot be carried out as written (an unknown app or version, wrong options).
 */
/** Input refused before any work, with the status the admin API answers (400 or 413): an upload that is no build, or too large. */
export class StepInputError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly reasons: string[] = [],
    readonly refused = reasons.length > 0,
  ) {
    super(message);
  }
}

/** A step the caller may take, asked to do more than the caller may itself (a credential wider than its own): 403. */
export class NotAllowedError extends ReleaseError {
  constructor(message: string) {
    super(message, [], true);
  }
}

/** A well-formed request the registry's state refuses. */
export const refusal = (message: string) => new ReleaseError(message, [], true);

/** The app a request names, or a ReleaseError listing the apps there are. */
export function checkApp(app: string): AppName {
  if (!isAppName(app)) throw new ReleaseError(`unknown app "${app}"; apps are ${APPS.map((a) => a.app).join(', ')}`);
  return app;
}
