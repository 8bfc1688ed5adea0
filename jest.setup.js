// jsdom does not install the web TextEncoder/TextDecoder that some libraries expect.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; a MouseEvent carries the coordinates the swipe code reads.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  window.PointerEvent = class PointerEvent extends window.MouseEvent {};
}
