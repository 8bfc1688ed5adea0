// react-router 7 expects the web TextEncoder/TextDecoder, which jsdom does not install.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; a MouseEvent carries the coordinates the swipe code reads.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  window.PointerEvent = class PointerEvent extends window.MouseEvent {};
}
