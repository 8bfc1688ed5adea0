import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  Container,
  Section,
  TitledTextGrid,
  casinosQuery,
  featuredCasinosQuery,
  useSearchParams,
  useLanguage,
  useT,
} from '@casino/shared';
import { RATING_WEIGHTS, comparisonContent } from '../../content/comparison';
import { PageIntro } from '../page-intro';
import { useReviewPath } from '../review-path';
import { ComparisonCard } from './comparison-card';
import { ComparisonFiltersForm } from './comparison-filters-form';
import { filterCasinos, isFiltered, paymentChoices, readFilters } from './filter-casinos';

const List = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
`;

const Weights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px;
  padding: 0;
  list-style: none;
  li { display: flex; justify-content: space-between; gap: 8px; }
`;

const TrustCard = styled(Card)`
  margin-top: 32px;
`;


/** /casino-vergleich: the ranked featured casinos, filterable and sortable through the URL. */
export function ComparisonPage() {
  const t = useT();
  const { language } = useLanguage();
  const reviewPath = useReviewPath();
  const [query] = useSearchParams();
  const content = comparisonContent[language];
  const filters = readFilters(query);
  // The ranking is the featured list; a filter or sort searches the whole catalogue, so that
  // "German licence" or "PayPal" finds every such casino, not only the featured ones.
  const featured = useQuery(featuredCasinosQuery());
  const all = useQuery(casinosQuery());
  const { data, isPending } = isFiltered(filters) ? all : featured;
  const casinos = filterCasinos(data ?? [], filters);
  return (
    <Section>
      <Container>
        <PageIntro content={content} />
        <Card as="section" aria-labelledby="method-title">
          <h2 id="method-title">{content.method.title}</h2>
          <p>{content.method.text}</p>
          <Weights>
            {RATING_WEIGHTS.map(({ category, weight }) => (
              <li key={category}>
                <span>{content.method.categories[category]}</span>
                <strong>{`${weight}%`}</strong>
              </li>
            ))}
          </Weights>
        </Card>
        <ComparisonFiltersForm filters={filters} payments={paymentChoices(all.data ?? [])} />
        {isPending ? (
          <p role="status">{t('comparison.loading')}</p>
        ) : casinos.length === 0 ? (
          <p role="status">{t('comparison.noMatch')}</p>
        ) : (
          <>
            <p role="status">{t('comparison.count', { count: casinos.length })}</p>
            <List>
              {casinos.map((casino, index) => (
                <ComparisonCard key={casino.id} casino={casino} rank={index + 1} reviewPath={reviewPath(casino)} />
              ))}
            </List>
          </>
        )}
        <TrustCard as="section" aria-labelledby="trust-title">
          <h2 id="trust-title">{content.whyTrust.title}</h2>
          <TitledTextGrid items={content.whyTrust.reasons} />
        </TrustCard>
      </Container>
    </Section>
  );
}
