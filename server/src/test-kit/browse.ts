import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PAGE_STATE_GLOBAL, type PageState } from '@casino/shared';

export const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

export interface Visitor {
  cookie?: string;
  /** The client's address (default: the test client's). */
  address?: string;
  userAgent?: string;
}

/** The page state a page's HTML carries for its script. */
export function pageStateOf(html: string): PageState {
  const start = html.indexOf(`window.${PAGE_STATE_GLOBAL}=`);
  if (start < 0) throw new Error('the page carries no page state');
  return JSON.parse(html.slice(start + `window.${PAGE_STATE_GLOBAL}=`.length, html.indexOf(';\n', start))) as PageState;
}

/** Registers a page view as the page's script does (see the shell's page-view.ts). */
export function registerView(app: FastifyInstance, state: Pick<PageState, 'apps' | 'match'>, visitor: Visitor = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/view',
    remoteAddress: visitor.address,
    headers: { 'user-agent': visitor.userAgent ?? BROWSER, ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
    payload: { versions: Object.fromEntries(state.apps.map((pinned) => [pinned.app, pinned.version])), app: state.match?.app ?? 'shell' },
  });
}

/**
 * What a browser does with a page: loads it and, as its script does once it runs, registers
 * the view. Answers with the page and the view ticket its reports carry (null when not counted).
 */
export async function browse(app: FastifyInstance, url: string, visitor: Visitor = {}): Promise<{ page: LightMyRequestResponse; ticket: string | null }> {
  const headers = { 'user-agent': visitor.userAgent ?? BROWSER, ...(visitor.cookie ? { cookie: visitor.cookie } : {}) };
  const page = await app.inject({ url, remoteAddress: visitor.address, headers });
  // A cookie the page set (a canary group drawn for a first visit) goes with the page's own requests.
  const drawn = [page.headers['set-cookie'] ?? []].flat().map((cookie) => String(cookie).split(';')[0]);
  const cookie = [visitor.cookie, ...drawn].filter(Boolean).join('; ') || undefined;
  const view = await registerView(app, pageStateOf(page.body), { ...visitor, cookie });
  return { page, ticket: view.json<{ ticket?: string }>().ticket ?? null };
}
