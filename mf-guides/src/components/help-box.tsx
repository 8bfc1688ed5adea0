import styled from 'styled-components';
import { theme, useT } from '@casino/shared';

/** The national helpline of the Bundesinstitut für Öffentliche Gesundheit (formerly BZgA). */
export const HELPLINE = { phone: '0800 1 37 27 00', tel: '+498001372700', web: 'https://www.check-dein-spiel.de' } as const;

const Box = styled.aside`
  margin: 24px 0;
  padding: 20px;
  border-radius: ${theme.radius};
  border: 2px solid ${theme.colors.danger};
  background: ${theme.colors.dangerSurface};
  h2 { margin-top: 0; }
  a { color: #fff; font-weight: 700; }
`;

/** The red help box of the responsible-gambling guide. */
export function HelpBox({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <Box aria-labelledby="help-title">
      <h2 id="help-title">{title}</h2>
      <p>{text}</p>
      <p>
        <strong>
          {t('guides.helpline')} <a href={`tel:${HELPLINE.tel}`}>{HELPLINE.phone}</a>
        </strong>
        <br />
        {t('guides.freeAnonymous')} · <a href={HELPLINE.web}>check-dein-spiel.de</a>
      </p>
    </Box>
  );
}
