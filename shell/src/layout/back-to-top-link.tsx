import type { MouseEvent } from 'react';
import { useT } from '@casino/shared';
import { scrollToSection } from './scroll-to-section';
import { TOP_ID } from './skip-link';

/**
 * "Back to top" scrolls the page it is on; it never opens the home page. Without scripts the
 * `#top` address does it. With them the scroll is smooth and the address stays as it is, and
 * focus moves to the top too, so the next Tab goes on from the header instead of the footer.
 */
export function BackToTopLink() {
  const t = useT();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    scrollToSection('');
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${TOP_ID}`} onClick={onClick}>
      {t('footer.top')}
    </a>
  );
}
