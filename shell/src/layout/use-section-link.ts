import { useCallback, type MouseEvent } from 'react';
import { HOME_PATH, useLocalizePath, useLocation, useNavigate } from '@casino/shared';
import { scrollToSection } from './scroll-to-section';

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
      href: `${onHome ? location.pathname : home}#${id}`,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        onChosen?.();
        if (onHome) scrollToSection(id);
        else navigate(`${home}#${id}`, { state: { scrollTo: id } });
      },
    }),
    [home, location.pathname, navigate, onChosen, onHome],
  );
}
