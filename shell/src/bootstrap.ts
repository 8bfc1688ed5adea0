import { nextTask } from './app/next-task';

/**
 * The page's start, in steps that each run in a task of their own. The shared libraries'
 * files are all loaded before this runs; what costs time now is running their code, tens of
 * milliseconds each on a phone. In one task (as static imports would have it) they hold the
 * main thread for over 100 ms and a tap waits that long; one at a time, the browser can
 * answer in between.
 */
const LIBRARIES = [() => import('react-dom/client'), () => import('styled-components'), () => import('@casino/shared'), () => import('@tanstack/react-query')];

async function start() {
  for (const library of LIBRARIES) {
    await library();
    await nextTask();
  }
  // Eager: in this chunk, run only now.
  const { hydratePage } = await import(/* webpackMode: "eager" */ './app/hydrate-page');
  await hydratePage();
}

void start();
