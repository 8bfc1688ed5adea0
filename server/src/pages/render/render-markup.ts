import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { collectMissingTranslations } from '@casino/shared';
import { withPageStyles } from './page-styles';

/**
 * What React writes for a Suspense boundary it gave up on: an error thrown inside it (or a
 * component that suspended) is not thrown by renderToString, the boundary is left for the
 * browser to render instead. A page holding one is not a complete page.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export type Markup =
  | { complete: true; body: string; styleTags: string; missingTranslations: string[] }
  | { complete: false; body: string; styleTags: string; missingTranslations: string[]; error?: unknown };

/** Renders the page with its styles collected; says whether every part rendered on the server. */
export function renderMarkup(element: ReactElement): Markup {
  try {
    const { result, styleTags } = withPageStyles(element, (styled) => collectMissingTranslations(() => renderToString(styled)));
    const { result: body, missing } = result;
    if (body.includes(CLIENT_RENDERED_BOUNDARY)) return { complete: false, body: withoutBoundaryErrors(body), styleTags, missingTranslations: missing };
    return { complete: true, body, styleTags, missingTranslations: missing };
  } catch (error) {
    return { complete: false, body: '', styleTags: '', missingTranslations: [], error };
  }
}

/**
 * React's development build writes the error's message and stack into the boundary it gave
 * up on (data-msg, data-stck, data-cstck); no visitor sees those, in any mode.
 */
const withoutBoundaryErrors = (body: string) => body.replace(/<template\b[^>]*>/g, '<template>');

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why a render was incomplete, for the log and the release gate. renderToString reports
 * nothing, so the page is rendered once more with the streaming renderer, which tells every
 * error. Only on the failure path: the fast path stays a plain renderToString.
 */
export function renderErrors(element: ReactElement): Promise<string[]> {
  const sheet = new ServerStyleSheet();
  return new Promise<string[]>((resolve) => {
    const errors: string[] = [];
    const note = (error: unknown) => {
      errors.push(errorMessage(error));
    };
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    sink.on('finish', () => resolve(errors.length ? errors : ['a part suspended and did not finish on the server']));
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      onError: note,
      onShellError: (error) => {
        note(error);
        resolve(errors);
      },
      onAllReady: () => stream.pipe(sink),
    });
    setTimeout(() => stream.abort(), 5000).unref();
  }).finally(() => sheet.seal());
}
