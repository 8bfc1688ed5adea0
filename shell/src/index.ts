declare let __webpack_nonce__: string | undefined;

// The page's CSP nonce, taken from this script's own tag: styled-components and the chunk
// loader stamp it on the style and script elements they add, so the strict policy holds.
// (webpack rewrites this free variable into its runtime, hence the assignment.)
// eslint-disable-next-line prefer-const, @typescript-eslint/no-unused-vars
__webpack_nonce__ = (document.currentScript as HTMLScriptElement | null)?.nonce || undefined;

// The entry only opens an async boundary, so the shared singletons are negotiated before
// any React code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
