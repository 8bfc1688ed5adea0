import type { ReactElement } from 'react';
import { createElement } from 'react';
import { StyleSheetManager, __PRIVATE__, version } from 'styled-components';

const { StyleSheet } = __PRIVATE__;

/** How styled-components writes its server style element, so the browser's copy takes it over (see its Rehydration). */
const SPLITTER = '/*!sc*/\n';
const STYLE_OPEN = `<style data-styled="true" data-styled-version="${version}">`;

/** Past this many class names the sheet starts afresh, so a component styled from unbounded values cannot grow it forever. */
const MAX_NAMES = 20_000;

/**
 * The sheet all renders share. styled-components compiles a component's CSS (stylis) only
 * for a class name its sheet does not know yet; with a fresh sheet per page, as its
 * ServerStyleSheet gives, every page compiles every component again (a third of a render).
 * This sheet keeps what was compiled and notes which class names the page being rendered
 * uses, so each page still gets exactly its own CSS.
 */
class RecordingSheet extends StyleSheet {
  /** Every class name's compiled rules, by component id. */
  readonly rules = new Map<string, Map<string, string[]>>();
  /** The names the page being rendered uses, by component id; null between renders. */
  used: Map<string, Set<string>> | null = null;
  nameCount = 0;

  constructor() {
    super({ isServer: true });
  }

  private use(id: string, name: string) {
    if (!this.used) return;
    let names = this.used.get(id);
    if (!names) this.used.set(id, (names = new Set()));
    names.add(name);
  }

  override hasNameForId(id: string, name: string): boolean {
    const known = super.hasNameForId(id, name);
    if (known) this.use(id, name);
    return known;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    super.insertRules(id, name, rules);
    let names = this.rules.get(id);
    if (!names) this.rules.set(id, (names = new Map()));
    if (!names.has(name)) this.nameCount += 1;
    names.set(name, rules);
    this.use(id, name);
  }
}

/** The page's style element as styled-components would write it for a fresh sheet. */
function styleElement(sheet: RecordingSheet, used: Map<string, Set<string>>): string {
  // Components' CSS in the order styled-components gives their groups (definition order).
  const groups = [...used].map(([id, names]) => ({ id, names, group: StyleSheet.registerId(id) })).sort((a, b) => a.group - b.group);
  let css = '';
  for (const { id, names, group } of groups) {
    const compiled = sheet.rules.get(id);
    let content = '';
    for (const name of names) {
      for (const rule of compiled?.get(name) ?? []) css += rule + SPLITTER;
      content += `${name},`;
    }
    css += `data-styled.g${group}[id="${id}"]{content:"${content}"}${SPLITTER}`;
  }
  return css ? `${STYLE_OPEN}${css}</style>` : '';
}

let shared = new RecordingSheet();

/**
 * Renders one page with the shared sheet and returns what `render` returned and the page's
 * style element. `render` must render synchronously (renderToString): the sheet notes one
 * page at a time.
 */
export function withPageStyles<T>(element: ReactElement, render: (element: ReactElement) => T): { result: T; styleTags: string } {
  if (shared.nameCount > MAX_NAMES) shared = new RecordingSheet();
  const sheet = shared;
  // Global styles number their instances per sheet; each page counts from one again, so the
  // shared sheet knows them from the pages before.
  sheet.gs = {};
  const used = new Map<string, Set<string>>();
  sheet.used = used;
  try {
    const result = render(createElement(StyleSheetManager, { sheet }, element));
    return { result, styleTags: styleElement(sheet, used) };
  } finally {
    sheet.used = null;
  }
}
