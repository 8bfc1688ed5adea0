import styled from 'styled-components';
import { ButtonLink, Card, Container, HttpStatus, PageHead, Section, useLocalizePath, useT } from '@casino/shared';

const Box = styled(Card)`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
`;

/** Any unknown path: the spec's exact texts, status 404 in the server HTML, not indexed. */
export function NotFoundPage() {
  const t = useT();
  const localize = useLocalizePath();
  return (
    <Section>
      <HttpStatus code={404} />
      <PageHead title={t('notFound.title')} description={t('notFound.hint')} noindex alternates={null} />
      <Container>
        <Box>
          <h1>{t('notFound.title')}</h1>
          <p>{t('notFound.hint')}</p>
          <ButtonLink to={localize('/')}>{t('notFound.home')}</ButtonLink>
        </Box>
      </Container>
    </Section>
  );
}
