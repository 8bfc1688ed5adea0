import { useCallback, type MouseEvent } from 'react';
import { HOME_PATH, useLocalizePath, useLocation, useNavigate } from '@casino/shared';

/** Scrolls smoothly to an element id, or to the top for an empty id. */
export function scrollToSection(id: string): void {
  if (!id) {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * In-page links to home sections (#casinos, #bonuses, #newsletter). On the home page they
 * scroll there; elsewhere they go to the home page at that section. The href works without
 * scripts too.
 */
export function useSectionLink(onChosen?: () => void) {
  const localize = useLocalizePath();
  const location = useLocation();
  const navigate = useNavigate();
  const home = localize(HOME_PATH);
  const onHome = location.pathname === home || location.pathname === HOME_PATH;

  return useCallback(
    (id: string) => ({
      href: id ? `${onHome ? location.pathname : home}#${id}` : `${onHome ? location.pathname : home}#`,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        onChosen?.();
        if (onHome) scrollToSection(id);
        else navigate(`${home}${id ? `#${id}` : ''}`, { state: { scrollTo: id } });
      },
    }),
    [home, location.pathname, navigate, onChosen, onHome],
  );
}
