import styled from 'styled-components';
import { useQueries } from '@tanstack/react-query';
import { Card, casinoOfferQuery, Container, Grid, idsOf, Section, TitledTextGrid, useLanguage, useSearchParams, useT } from '@casino/shared';
import { bonusPageContent } from '../../content/bonus-page';
import { PageIntro } from '../page-intro';
import { BonusOfferCard } from './bonus-offer-card';
import { BonusFiltersForm } from './bonus-filters-form';
import { offerMatches, readBonusFilters, typeChoices, type OfferRecords } from './filter-offers';
import { WageringCalculator } from './wagering-calculator';

const Block = styled.div`
  margin-top: 32px;
`;

/** /beste-casino-boni: exclusive offers, filterable through the URL, bonus types, tips and the wagering calculator. */
export function BonusPage() {
  const t = useT();
  const { language } = useLanguage();
  const [query] = useSearchParams();
  const filters = readBonusFilters(query);
  const { facts } = bonusPageContent;
  const content = bonusPageContent.text[language];
  // An offer whose casino or bonus record has left the catalogue is not shown; the grid is laid
  // out for the ones that are, so its rows divide them.
  const ids = idsOf(facts.offers);
  const answers = useQueries({ queries: ids.map((id) => casinoOfferQuery(facts.offers[id].casinoSlug)) });
  const listed = ids.flatMap((id, index) => {
    const data = answers[index]?.data;
    return data?.bonus ? [{ id, casino: data.casino, bonus: data.bonus }] : [];
  });
  const offers = listed.filter((offer) => offerMatches(offer, filters)).map(({ id }) => id);
  const pending = answers.some((answer) => answer.isPending);
  return (
    <Section>
      <Container>
        <PageIntro content={content} />
        <BonusFiltersForm filters={filters} types={typeChoices(listed satisfies OfferRecords[])} />
        {!pending && <p role="status">{offers.length ? t('bonuses.count', { count: offers.length }) : t('bonuses.noMatch')}</p>}
        <Grid $min="300px" $count={offers.length}>
          {offers.map((id, index) => (
            <BonusOfferCard key={id} offer={facts.offers[id]} text={content.offers[id]} position={index + 1} />
          ))}
        </Grid>
        <Block>
          <WageringCalculator title={content.calculator.title} intro={content.calculator.intro} />
        </Block>
        <Block as="section" aria-labelledby="types-title">
          <h2 id="types-title">{content.bonusTypes.title}</h2>
          <TitledTextGrid items={content.bonusTypes.items} cards />
        </Block>
        <Block>
          <Card as="section" aria-labelledby="tips-title">
            <h2 id="tips-title">{content.tips.title}</h2>
            <ul>
              {content.tips.items.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
        </Block>
      </Container>
    </Section>
  );
}
