import { useEffect, useRef } from 'react';
import { Icon, Link, SEARCH_PARAM, useLocalizePath, useT } from '@casino/shared';
import { LanguageButtons } from './language-buttons';
import { MobileMenu } from './mobile-menu';
import { NAV_PAGES, NAV_SECTIONS } from './nav-items';
import { Bar, Brand, DesktopLinks, NavLink, SearchLink, StickyHeader, TopLine } from './header-styles';
import { useSectionLink } from './use-section-link';

/** Keeps --header-height (read by the page's scroll-padding) equal to the header's height as it wraps or resizes. */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const publish = () => document.documentElement.style.setProperty('--header-height', `${element.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** The sticky header: brand, section links, page links, language buttons, the casino search; a side menu on phones. */
export function Header() {
  const t = useT();
  const localize = useLocalizePath();
  const sectionLink = useSectionLink();
  const header = useHeaderHeight();
  return (
    <StickyHeader ref={header}>
      <TopLine>{t('header.trusted')}</TopLine>
      <Bar aria-label={t('nav.label')}>
        <Brand as={Link} to={localize('/')}>
          {t('site.name')}
        </Brand>
        <DesktopLinks>
          {NAV_SECTIONS.map((item) => (
            <NavLink key={item.id} {...sectionLink(item.id)}>
              {t(item.label)}
            </NavLink>
          ))}
          {NAV_PAGES.map((item) => (
            <NavLink key={item.path} as={Link} to={localize(item.path)}>
              {t(item.label)}
            </NavLink>
          ))}
          <LanguageButtons />
        </DesktopLinks>
        {/* A plain link: the reviews index opens at its search field, with or without scripts. */}
        <SearchLink href={`${localize('/reviews')}#${SEARCH_PARAM}`} aria-label={t('search.open')}>
          <Icon name="search" />
        </SearchLink>
        <MobileMenu />
      </Bar>
    </StickyHeader>
  );
}
