import styled from 'styled-components';
import { LANGUAGES, loadDictionary, matchRoute, theme, translate, useLanguage, useLocation, useRouteTable, useT, useToast, type Language } from '@casino/shared';

const Group = styled.div`
  display: inline-flex;
  gap: 4px;
`;

const LanguageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border-radius: 8px;
  border: 2px solid ${theme.colors.border};
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;

/**
 * The EN and DE buttons of the navigation bar. On a page written in one language only (the
 * city pages are German), the other button says so, in its own language, and the page stays.
 */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }) {
  const { language, switchLanguage } = useLanguage();
  const t = useT();
  const toast = useToast();
  const { pathname } = useLocation();
  const routes = useRouteTable();
  const choose = (code: Language) => {
    const languages = matchRoute(pathname, routes)?.route.languages;
    if (!languages || languages.includes(code)) return switchLanguage(code);
    const tell = () => toast({ title: translate(code, 'language.pageOnlyIn', { language: translate(code, `language.${languages[0]}`) }) });
    void loadDictionary(code).then(tell, tell);
  };
  const ordered = [...LANGUAGES].reverse(); // EN, DE as the spec lists them
  return (
    <Group role="group" aria-label={t('language.label')}>
      {ordered.map((code) => (
        <LanguageButton
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          aria-label={`${code.toUpperCase()} – ${t(`language.${code}`)}`}
          onClick={() => {
            choose(code);
            onChosen?.();
          }}
        >
          {code.toUpperCase()}
        </LanguageButton>
      ))}
    </Group>
  );
}
