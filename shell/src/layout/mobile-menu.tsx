import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon, Link, useLocalizePath, useT } from '@casino/shared';
import { LanguageButtons } from './language-buttons';
import { NAV_PAGES, NAV_SECTIONS } from './nav-items';
import { keepTabInside } from './keep-tab-inside';
import { Backdrop, MenuButton, Panel, PanelHeader, PanelLink } from './mobile-menu-styles';
import { useSectionLink } from './use-section-link';

/** The slide-in side menu for small screens; it closes after a link or section is chosen. */
export function MobileMenu() {
  const t = useT();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const sectionLink = useSectionLink(close);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A modal dialog: focus moves in when it opens, stays inside while it is open, and goes back
  // to the menu button when it closes (unless a choice in it sent focus somewhere else).
  useEffect(() => {
    const dialog = panel.current;
    const opener = toggle.current;
    if (!open || !dialog) return;
    dialog.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else keepTabInside(event, dialog);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <>
      <MenuButton
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </MenuButton>
      {open && <Backdrop onClick={close} aria-hidden="true" />}
      <Panel id="mobile-menu" ref={panel} $open={open} aria-label={t('nav.menu')} role="dialog" aria-modal={open} hidden={!open}>
        <PanelHeader>
          <span>{t('nav.menu')}</span>
          <MenuButton type="button" aria-label={t('nav.closeMenu')} onClick={close} $always>
            <Icon name="close" />
          </MenuButton>
        </PanelHeader>
        {NAV_SECTIONS.map((item) => (
          <PanelLink key={item.id} {...sectionLink(item.id)}>
            {t(item.label)}
          </PanelLink>
        ))}
        {NAV_PAGES.map((item) => (
          <PanelLink key={item.path} as={Link} to={localize(item.path)} onClick={close}>
            {t(item.label)}
          </PanelLink>
        ))}
        <LanguageButtons onChosen={close} />
      </Panel>
    </>
  );
}
