/** Polls until `check` holds, for at most `ms`: how long it took, or null when it never held. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}
