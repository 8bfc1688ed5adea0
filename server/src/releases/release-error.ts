/** A release that cannot be done as asked: the caller's problem, with every reason listed. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly reasons: string[] = [],
  ) {
    super(message);
  }
}
