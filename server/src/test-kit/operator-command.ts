import { adminClient } from '../core/cli/admin-client';
import { parseCommand, runCommand } from '../core/cli/step-commands';
import { STEP_TABLE } from '../features';
import { reportFailure } from '../releases/release-output';

/** What a command printed and the code it exited with. */
export interface CommandRun {
  code: number;
  lines: string[];
}

/**
 * Runs commands as `npm run <argv>` runs them against a listening server (`base`) with a
 * credential: the same parsing, request and exit code, and every line the command printed.
 * Commands run one at a time: the console's output is caught while one runs.
 */
export function operatorCommand(base: () => string, token: string) {
  return async (...argv: string[]): Promise<CommandRun> => {
    const lines: string[] = [];
    const { error, log } = console;
    console.error = console.log = (...parts: unknown[]) => void lines.push(...parts.join(' ').split('\n'));
    try {
      return { code: await runCommand(parseCommand(STEP_TABLE, argv), adminClient(STEP_TABLE, { base: base(), token })), lines };
    } catch (failure) {
      return { code: reportFailure(failure), lines };
    } finally {
      Object.assign(console, { error, log });
    }
  };
}
