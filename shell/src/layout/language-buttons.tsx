import styled from 'styled-components';
import { LANGUAGES, theme, useLanguage, useT } from '@casino/shared';

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

/** The EN and DE buttons of the navigation bar. */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }) {
  const { language, switchLanguage } = useLanguage();
  const t = useT();
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
            switchLanguage(code);
            onChosen?.();
          }}
        >
          {code.toUpperCase()}
        </LanguageButton>
      ))}
    </Group>
  );
}
