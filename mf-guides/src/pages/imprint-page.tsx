import styled from 'styled-components';
import { Card, PageHead, media, useSiteInfo, useT } from '@casino/shared';
import { PageFrame } from '../components/page-frame';

const Facts = styled.dl`
  display: grid;
  /* Label above value on phones, beside it from tablet width on. */
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 16px;
  margin: 0;
  ${media.md} { grid-template-columns: minmax(140px, max-content) minmax(0, 1fr); gap: 8px 16px; }
  dt { font-weight: 700; }
  dd { margin: 0 0 8px; overflow-wrap: anywhere; }
`;

const Row = styled.div`
  display: contents;
`;

const SpacedCard = styled(Card)`
  margin-top: 16px;
`;

/**
 * /impressum, /en/imprint: the operator's details as § 5 DDG requires, from the server's
 * configuration, so they are kept in one place and never hard-coded in a release.
 */
export function ImprintPage() {
  const t = useT();
  const site = useSiteInfo();
  const rows: Array<[string, string | undefined]> = site
    ? [
        [t('imprint.operator'), `${site.operatorName}, ${site.street}, ${site.postalCode} ${site.city}, ${site.country}`],
        [t('imprint.representedBy'), site.representedBy],
        [t('imprint.register'), site.register],
        [t('imprint.vatId'), site.vatId],
        [t('imprint.phone'), site.phone],
        [t('imprint.email'), site.email],
        [t('imprint.editorial'), site.editorialResponsible],
      ]
    : [];
  return (
    <PageFrame title={t('imprint.title')} intro={t('imprint.intro')}>
      <PageHead title={t('imprint.metaTitle')} description={t('imprint.metaDescription')} />
      <Card as="section" aria-label={t('imprint.title')}>
        <Facts>
          {rows
            .filter((row): row is [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <Row key={label}>
                <dt>{label}</dt>
                <dd>{label === t('imprint.email') ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
              </Row>
            ))}
        </Facts>
      </Card>
      <SpacedCard as="section" aria-labelledby="dispute">
        <h2 id="dispute">{t('imprint.disputeTitle')}</h2>
        <p>{t('imprint.disputeText')}</p>
      </SpacedCard>
    </PageFrame>
  );
}
