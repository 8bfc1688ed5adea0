/** How long the page's layout must stay still before a section link scrolls (frames of ~16 ms). */
const STILL_FRAMES = 8;
/** A page that keeps moving (an endless animation, a slow image) is scrolled to anyway after this. */
const GIVE_UP_MS = 4000;

/**
 * Scrolls to a home section once the page has rendered what lies above it. A link from another
 * page arrives while the home page still loads its lists and chunks: scrolling at once would
 * land where the section was before the content above it grew. So it waits until the section
 * exists, no loading placeholder is left (`data-skeleton`), and its position and the page's
 * height have not changed for a few frames, then scrolls; `scroll-padding-top` (the sticky header's height) keeps the heading visible.
 */
export function scrollToSection(id: string): void {
  if (!id) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  const started = performance.now();
  let last = '';
  let still = 0;
  const check = () => {
    const target = document.getElementById(id);
    const layout = target ? `${target.getBoundingClientRect().top + window.scrollY}|${document.documentElement.scrollHeight}` : '';
    const loading = document.querySelector('[data-skeleton]') !== null;
    still = target && !loading && layout === last ? still + 1 : 0;
    last = layout;
    if (target && (still >= STILL_FRAMES || performance.now() - started > GIVE_UP_MS)) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (performance.now() - started <= GIVE_UP_MS) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
