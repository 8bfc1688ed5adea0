// A unit test that makes React or the code under test log an error or a warning it did not
// ask for fails: such output is either a bug (an act() warning means the test asserted
// before the UI settled) or noise that hides the next real one. A test that expects a log
// replaces console.error with jest.spyOn and asserts on it.
const unexpected = [];
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = (...args) => {
    unexpected.push(`console.${level}: ${args.map(String).join(' ').split('\n')[0]}`);
    original(...args);
  };
}
afterEach(() => {
  const logged = unexpected.splice(0);
  if (logged.length) throw new Error(`The test logged what it did not expect:\n${logged.join('\n')}`);
});
