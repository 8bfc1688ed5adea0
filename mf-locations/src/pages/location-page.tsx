import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  ActionCard,
  Badge,
  Card,
  casinoBonusesQuery,
  Container,
  firstCasinosQuery,
  formatDate,
  formatEuro,
  formatPercent,
  formatRating,
  Grid,
  Muted,
  hasLicenceIn,
  hasLocalData,
  HomeBreadcrumb,
  HttpStatus,
  LicenceBadges,
  locationQuery,
  PageHead,
  parseRating,
  PlayLink,
  prefixFor,
  Section,
  Stars,
  theme,
  type Bonus,
  type Casino,
  type PrefetchContext,
  type RouteProps,
  welcomeOfferOf,
} from '@casino/shared';
import { LOCATION_CASINO_LIMIT, LOCATION_COPY as copy } from '../content/location-copy';

/** The mean rating of the listed casinos, out of 10. */
const averageRating = (casinos: readonly Casino[]) => casinos.reduce((sum, casino) => sum + parseRating(casino.rating), 0) / Math.max(casinos.length, 1);
/**
 * The share of the listed casinos holding a German (GGL) licence, in percent. The spec's tile says
 * "100% licensed", but the same page tells the visitor that only GGL-licensed play is legal in
 * Germany: counting a Curaçao or Malta licence here would make the tile claim the opposite of
 * the text. So the tile counts what the page means by licensed, and its label says so.
 */
const germanLicensedShare = (casinos: readonly Casino[]) =>
  (100 * casinos.filter((casino) => hasLicenceIn(casino.licences, 'germany')).length) / Math.max(casinos.length, 1);

/**
 * The largest welcome bonus in euros among the listed casinos' offers in the catalogue, or null
 * when none of them has one. The spec's tile says "€500k+ bonuses", a sum no catalogue here
 * comes near; the largest single offer is a figure a visitor can check on the cards below.
 */
const largestBonus = (casinos: readonly Casino[], bonuses: readonly Bonus[]) => {
  const listed = new Set(casinos.map((casino) => casino.slug));
  const amounts = bonuses.filter((bonus) => listed.has(bonus.casinoSlug)).map((bonus) => bonus.amountEuros);
  return amounts.length ? Math.max(...amounts) : null;
};

/** The figure tiles: a grid whose rows divide them (two and two on a phone, four in a row), also when one is left out. */
const Tiles = styled(Grid).attrs({ as: 'dl' })`
  margin: 24px 0;
  div { padding: 16px; border-radius: ${theme.radius}; background: ${theme.colors.surface}; text-align: center; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 4px 0 0; font-size: 1.6rem; font-weight: 800; color: ${theme.colors.accent}; }
`;
const List = styled.ol`
  display: grid;
  gap: 16px;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Spinner = styled.div`
  width: 48px;
  height: 48px;
  margin: 48px auto;
  border: 5px solid ${theme.colors.border};
  border-top-color: ${theme.colors.accent};
  border-radius: 50%;
  animation: spin 1s linear infinite;
  @keyframes spin { to { transform: rotate(360deg); } }
`;

/** The bonuses of the listed casinos (the largest bonus tile), asked for once the list is known. */
const listedBonusesQuery = (casinos: readonly Casino[]) => casinoBonusesQuery(casinos.map((casino) => casino.slug));

/**
 * The city, its first 12 casinos and their bonuses: what the page shows, not the whole catalogue.
 * The bonuses follow the list, so they are asked for after it.
 */
export const prefetchLocation = ({ queryClient, params }: PrefetchContext) =>
  Promise.all([
    queryClient.prefetchQuery(locationQuery(params.city ?? '', params.keyword ?? '')),
    queryClient
      .fetchQuery(firstCasinosQuery(LOCATION_CASINO_LIMIT))
      .then((casinos) => queryClient.prefetchQuery(listedBonusesQuery(casinos)))
      .catch(() => undefined),
  ]);


function NotFound() {
  return (
    <Section lang="de">
      <HttpStatus code={404} />
      <PageHead title={copy.notFoundTitle} description={copy.notFoundText} noindex alternates={null} />
      <Container>
        <Card>
          <h1>{copy.notFoundTitle}</h1>
          <p>{copy.notFoundText}</p>
        </Card>
      </Container>
    </Section>
  );
}

/** /locations/{city}/{keyword}: a city landing page, in German (spec §2). */
export function LocationPage({ params }: RouteProps) {
  const city = params.city ?? '';
  const keyword = params.keyword ?? '';
  const location = useQuery(locationQuery(city, keyword));
  const casinos = useQuery(firstCasinosQuery(LOCATION_CASINO_LIMIT));
  const bonuses = useQuery({ ...listedBonusesQuery(casinos.data ?? []), enabled: Boolean(casinos.data?.length) });
  if (location.isPending || casinos.isPending || (bonuses.isPending && Boolean(casinos.data?.length))) {
    return (
      <Section>
        <Spinner role="status" aria-label={copy.loading} />
      </Section>
    );
  }
  const info = location.data;
  const list = (casinos.data ?? []).slice(0, LOCATION_CASINO_LIMIT);
  if (!info || list.length === 0) return <NotFound />;

  const state = info.state || copy.country;
  const population = info.population || copy.defaultPopulation;
  const germanPath = `/locations/${city}/${keyword}`;
  const topBonus = largestBonus(list, bonuses.data ?? []);
  const tiles: Array<[string, string]> = [
    [copy.stats.casinos, String(list.length)],
    [copy.stats.rating, `${formatRating(averageRating(list), 'de')}/10`],
    [copy.stats.germanLicence, formatPercent(germanLicensedShare(list), 'de')],
    ...(topBonus === null ? [] : [[copy.stats.largestBonus, formatEuro(topBonus, 'de')] as [string, string]]),
  ];
  return (
    <Section lang="de">
      <PageHead
        title={copy.metaTitle(info.keyword, info.city)}
        description={copy.metaDescription(info.keyword, info.city)}
        noindex={!hasLocalData(info)}
        canonicalPath={prefixFor('de', germanPath)}
        alternates={null}
      />
      <Container>
        <HomeBreadcrumb title={copy.headline(info.keyword, info.city)} />
        <Badge>{state}</Badge>
        <h1>{copy.headline(info.keyword, info.city)}</h1>
        <p>{copy.intro(info.keyword, info.city)}</p>
        <Tiles $min="140px" $count={tiles.length}>
          {tiles.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Tiles>
        <h2>{copy.listTitle(info.city)}</h2>
        <List>
          {list.map((casino, index) => (
            <ActionCard as="li" key={casino.id}>
              <Badge>{`#${index + 1}`}</Badge>
              <h3>{casino.name}</h3>
              <LicenceBadges licences={casino.licences} />
              <p>
                <Stars rating={casino.rating} /> {formatRating(casino.rating, 'de')}/10
              </p>
              <p>{welcomeOfferOf(casino, 'de')}</p>
              {casino.bonus !== null && <Muted>{copy.offerVerified(formatDate(casino.verifiedAt, 'de'))}</Muted>}
              <PlayLink href={casino.affiliateUrl} position={index + 1}>
                {copy.playNow}
              </PlayLink>
            </ActionCard>
          ))}
        </List>
        <Grid $min="300px">
          <Card as="section" aria-labelledby="city-guide">
            <h2 id="city-guide">{copy.guideTitle(info.city)}</h2>
            <p>
              <strong>{copy.populationLabel}:</strong> {population}
            </p>
            <p>{copy.popularity(info.city, info.population)}</p>
            <p>{copy.legal(state)}</p>
            <h3>{copy.attractionsTitle}</h3>
            <p>{info.attractions || copy.defaultAttractions(info.city)}</p>
            <h3>{copy.economyTitle}</h3>
            <p>{info.economy || copy.defaultEconomy(info.city)}</p>
          </Card>
          <Card as="section" aria-labelledby="city-faq">
            <h2 id="city-faq">{copy.faqTitle}</h2>
            {copy.faqs(info.keyword, info.city, state).map((faq) => (
              <div key={faq.question}>
                <h3>{faq.question}</h3>
                <p>{faq.answer}</p>
              </div>
            ))}
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}
