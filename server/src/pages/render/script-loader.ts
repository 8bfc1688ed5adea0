import { jsonForScript } from '../../core/escape';

/** The name the loader's call carries in the page, for readers of the HTML (the browser tests). */
export const SCRIPT_LOADER = 'startScriptsAfterFirstPaint';

/**
 * The inline code that starts the page's scripts once the page's first content is on the
 * screen (the browser's first-contentful-paint entry), instead of `<script defer>` and
 * `<link rel="preload">` in the HTML. Those are fetched while the page itself still arrives:
 * on a phone's connection 150 KB of script competes with the HTML and delays the first paint,
 * which needs none of it (the page is complete without scripts). The page app's files are
 * preloaded first, so the shell finds them in the cache; then the scripts are added in order
 * and run in that order (async = false), each in a task of its own. A tab opened in the
 * background paints nothing, so the scripts start after two seconds at the latest.
 */
export function scriptLoader(scripts: readonly string[], preloads: readonly string[]): string {
  return `(function ${SCRIPT_LOADER}(scripts, preloads) {
  var started = false;
  // One element per task: adding one makes the browser start its request, a few
  // milliseconds each on a phone, too long for a dozen in one task.
  function addEach(elements) {
    if (!elements.length) return;
    var element = elements.shift();
    (element.rel ? document.head : document.body).appendChild(element);
    setTimeout(function () { addEach(elements); });
  }
  function start() {
    if (started) return;
    started = true;
    var elements = preloads.map(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      return link;
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      elements.push(script);
    });
    addEach(elements);
  }
  try {
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    // A browser without paint timing: the frame after this script has run.
    requestAnimationFrame(function () { setTimeout(start); });
  }
  setTimeout(start, 2000);
})(${jsonForScript(scripts)}, ${jsonForScript(preloads)});`;
}
