const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element: no "</script>", no line separators. One pass over the text. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);
