import { Button, Card, Container, HttpStatus, PageHead, Section, useGoBack, useLocalizePath, useT } from '@casino/shared';

/** A review whose casino the catalogue does not hold: 404, kept out of search engines. */
export function ReviewNotFound() {
  const t = useT();
  const goBack = useGoBack(useLocalizePath()('/reviews'));
  return (
    <Section>
      <HttpStatus code={404} />
      <PageHead title={t('reviews.notFoundTitle')} description={t('reviews.notFoundText')} noindex alternates={null} />
      <Container>
        <Card>
          <h1>{t('reviews.notFoundTitle')}</h1>
          <p>{t('reviews.notFoundText')}</p>
          <Button type="button" onClick={goBack}>
            {t('reviews.goBack')}
          </Button>
        </Card>
      </Container>
    </Section>
  );
}
