import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, HomeBreadcrumb, Link, Section, media, theme, useLocalizePath, useT } from '@casino/shared';

const Header = styled.header`
  margin-bottom: 24px;
  h1 { font-size: 2rem; ${media.md} { font-size: 2.6rem; } }
  p { color: ${theme.colors.muted}; font-size: 1.1rem; max-width: 760px; }
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 32px;
  padding: 8px 0;
`;

/**
 * The frame of every guides page (spec §2): breadcrumb Startseite/Home then the title,
 * the heading and introduction, the content, and a back link to the home page.
 */
export function PageFrame({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Section>
      <Container>
        <HomeBreadcrumb title={title} />
        <Header>
          <h1>{title}</h1>
          {intro && <p>{intro}</p>}
        </Header>
        {children}
        <BackLink to={localize('/')}>
          <span aria-hidden="true">← </span>
          {t('common.backHome')}
        </BackLink>
      </Container>
    </Section>
  );
}
