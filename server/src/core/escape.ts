const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON text made safe inside a <script> element: no "</script>", no line separators; still the same JSON value. */
export const scriptSafeJson = (json: string) => json.replace(/[<\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);

/** JSON that is safe inside a <script> element. One pass over the text. */
export const jsonForScript = (value: unknown) => scriptSafeJson(JSON.stringify(value));
