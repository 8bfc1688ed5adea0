// Declares test files' suites in a process of node's test runner, then stops the runner from
// tracking every asynchronous resource.
//
// The runner installs an async hook (with a destroy callback) so that a test or hook declared
// later, from inside asynchronous code, still finds the suite it belongs to. That hook runs for
// every promise the process creates: a million awaited promises take 1.2 CPU-seconds inside a
// test against 0.11 outside one (Node 20 and 24 alike), and the server code the tests drive in
// their own process is made of promises. The test files here declare all of their suites, tests
// and hooks while they load, so once they have loaded the hook has nothing left to find.
//
// Without the hook an error thrown later outside any test (an uncaught exception, an unhandled
// rejection) is not pinned on the test that caused it: it is reported for the whole file and
// still fails the run.
const asyncHooks = require('node:async_hooks');

/** Calls `declare` with node:test, then switches off the hook node:test created meanwhile. */
module.exports = function declareTests(declare) {
  const createHook = asyncHooks.createHook;
  const runnerHooks = [];
  // The runner takes createHook from the module when it sets up, at its first suite.
  asyncHooks.createHook = (callbacks) => {
    const hook = createHook(callbacks);
    if (/internal\/test_runner\//.test(new Error().stack ?? '')) runnerHooks.push(hook);
    return hook;
  };
  try {
    declare(require('node:test'));
  } finally {
    asyncHooks.createHook = createHook;
    for (const hook of runnerHooks) hook.disable();
  }
};
