import { Link, useLocalizePath, useT } from '@casino/shared';
import { LanguageButtons } from './language-buttons';
import { MobileMenu } from './mobile-menu';
import { NAV_PAGES, NAV_SECTIONS } from './nav-items';
import { Bar, Brand, DesktopLinks, NavLink, TopLine } from './header-styles';
import { useSectionLink } from './use-section-link';

/** The sticky header: brand, section links, page links, language buttons; a side menu on phones. */
export function Header() {
  const t = useT();
  const localize = useLocalizePath();
  const sectionLink = useSectionLink();
  return (
    <header>
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
        <MobileMenu />
      </Bar>
    </header>
  );
}
