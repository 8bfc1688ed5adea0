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

/** Namespaces (the part of a component id before `__`) in the order their CSS comes: the shared library's first, as apps extend its components. */
const namespaceRank = (namespace: string) => (namespace === 'shared' ? 0 : namespace === 'shell' ? 1 : 2);
/** Global styles before keyframes and components, as they are defined before the components they set the ground for. */
const kindRank = (id: string) => (id.startsWith('sc-global-') ? 0 : id.startsWith('sc-keyframes-') ? 1 : 2);

/**
 * Where a component's CSS comes in a page, the same on every server. styled-components orders
 * it by when each component was defined in this process, which depends on which pages and app
 * versions the process loaded before, so two servers would write one page differently. Here:
 * by namespace (the shared library's components before the apps' that extend them), global
 * styles before components, then by the component id the build gives (`sc-<file hash>-<index in the file>`), so a component
 * that extends another from its own file (or from the shared library) comes after it.
 * Extending a styled component of another file of the same app would not be ordered; the apps
 * extend only the shared library's.
 */
function compareComponents(a: string, b: string): number {
  const [keyA, keyB] = [orderKey(a), orderKey(b)];
  for (let i = 0; i < keyA.length; i++) {
    if (keyA[i] !== keyB[i]) return keyA[i]! < keyB[i]! ? -1 : 1;
  }
  return 0;
}

/** A component id's place as compareComponents reads it, parsed once per id: pages sort the same few hundred ids again and again. */
const orderKeys = new Map<string, ReadonlyArray<string | number>>();
function orderKey(id: string): ReadonlyArray<string | number> {
  let key = orderKeys.get(id);
  if (key) return key;
  const [namespace, local] = id.includes('__') ? (id.split('__', 2) as [string, string]) : ['', id];
  const [, file = local, index = '0'] = /^(.*)-(\d+)$/.exec(local) ?? [];
  key = [namespaceRank(namespace), namespace, kindRank(local), file, Number(index)];
  if (orderKeys.size > MAX_NAMES) orderKeys.clear();
  orderKeys.set(id, key);
  return key;
}

/**
 * The page's style element as styled-components would write it for a fresh sheet, with its
 * components in an order and with group numbers of the page's own (see compareComponents):
 * the browser's copy takes groups over as the page names them.
 */
function styleElement(sheet: RecordingSheet, used: Map<string, Set<string>>): string {
  let css = '';
  for (const [group, id] of [...used.keys()].sort(compareComponents).entries()) {
    const compiled = sheet.rules.get(id);
    let content = '';
    for (const name of used.get(id)!) {
      for (const rule of compiled?.get(name) ?? []) css += rule + SPLITTER;
      content += `${name},`;
    }
    css += `data-styled.g${group + 1}[id="${id}"]{content:"${content}"}${SPLITTER}`;
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
