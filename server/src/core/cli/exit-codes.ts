/** A refusal (the gate, nothing to roll back to, no canary, a file refused...): the command did its job and the answer is no. */
export const EXIT_REFUSED = 1;
/** The command could not be carried out (wrong usage, unknown app, database away...). */
export const EXIT_ERROR = 2;
