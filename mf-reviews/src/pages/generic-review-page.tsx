import styled from 'styled-components';
import {
  casinoFacts,
  Badge,
  Breadcrumb,
  Card,
  Container,
  formatRating,
  hasLicenceIn,
  media,
  PageHead,
  PlayLink,
  Section,
  Stars,
  theme,
  useLanguage,
  useLocalizePath,
  usePageUrl,
  useT,
  type Casino,
  type RouteProps,
} from '@casino/shared';
import { reviewPathFor } from '../lib/review-path';
import { CatalogCasino } from '../components/catalog-casino';
import { reviewJsonLd } from '../components/review-structured-data';
import { LabeledValues } from '../components/labeled-values';
import { Block, ConsList, ProsList, Small, TwoColumns } from '../components/review-styles';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} { grid-template-columns: 1fr 320px; align-items: start; }
`;

const SideCard = styled(Card).attrs({ as: 'aside' })`
  text-align: center;
  ${media.lg} { position: sticky; top: 88px; }
  strong { display: block; margin: 12px 0; font-size: 1.3rem; color: ${theme.colors.accent}; }
`;

const Methods = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0;
  list-style: none;
  li { padding: 6px 12px; border-radius: 8px; background: ${theme.colors.surfaceRaised}; }
`;

function Review({ casino }: { casino: Casino }) {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const facts = casinoFacts(casino, language);
  const values = { name: casino.name, rating: formatRating(casino.rating, language), bonus: facts.bonus, games: facts.gamesCount, withdrawal: facts.withdrawalTime, license: facts.licence };
  // The three questions of the spec; whether the casino may offer its games in Germany follows from its licences.
  const faqAnswers = {
    Safe: `${t('reviews.faqSafeAnswer', values)} ${t(hasLicenceIn(casino.licences, 'germany') ? 'reviews.faqSafeGermany' : 'reviews.faqSafeNotGermany', values)}`,
    Payment: t('reviews.faqPaymentAnswer', { ...values, methods: facts.paymentMethods.join(', ') || t('reviews.paymentFallback') }),
    Withdrawal: t('reviews.faqWithdrawalAnswer', values),
  };
  // A casino with a written review keeps that page as the one search engines index.
  const ownPath = reviewPathFor(casino);
  const canonical = ownPath.endsWith(`/${casino.slug}`) ? { de: ownPath, en: `/en${ownPath}` } : undefined;
  const pageUrl = usePageUrl(canonical?.[language]);
  return (
    <Section>
      <PageHead
        title={t('reviews.metaTitle', values)}
        description={t('reviews.metaDescription', values)}
        keywords={t('reviews.metaKeywords', values)}
        ogType="article"
        canonicalPath={canonical?.[language]}
        alternates={canonical}
        jsonLd={[reviewJsonLd(casino, casino.verifiedAt, pageUrl, t)]}
      />
      <Container>
        <Breadcrumb
          label={t('common.breadcrumb')}
          items={[{ label: t('common.home'), to: localize('/') }, { label: t('reviews.breadcrumb'), to: localize('/reviews') }, { label: casino.name }]}
        />
        <Layout>
          <div>
            <h1>{casino.name}</h1>
            <p>
              <Stars rating={casino.rating} /> {t('reviews.outOfTen', { rating: formatRating(casino.rating, language) })}
            </p>
            <p>{facts.description}</p>
            <Block aria-labelledby="facts-title">
              <h2 id="facts-title">{t('reviews.quickFacts')}</h2>
              <LabeledValues
                items={[
                  { label: t('reviews.factBonus'), value: facts.bonus },
                  { label: t('reviews.factGames'), value: facts.gamesCount },
                  { label: t('reviews.factWithdrawal'), value: facts.withdrawalTime },
                  { label: t('reviews.factLicense'), value: facts.licence },
                ]}
              />
            </Block>
            <TwoColumns>
              <Block aria-labelledby="pros-title">
                <h2 id="pros-title">{t('reviews.pros')}</h2>
                <ProsList>{facts.pros.map((item) => <li key={item}>{item}</li>)}</ProsList>
              </Block>
              <Block aria-labelledby="cons-title">
                <h2 id="cons-title">{t('reviews.cons')}</h2>
                <ConsList>{facts.cons.map((item) => <li key={item}>{item}</li>)}</ConsList>
              </Block>
            </TwoColumns>
            <Block aria-labelledby="payments-title">
              <h2 id="payments-title">{t('reviews.paymentMethods')}</h2>
              {facts.paymentMethods.length ? <Methods>{facts.paymentMethods.map((m) => <li key={m}>{m}</li>)}</Methods> : <p>{t('reviews.paymentFallback')}</p>}
            </Block>
            <Block aria-labelledby="faq-title">
              <h2 id="faq-title">{t('reviews.faqTitle', values)}</h2>
              {Object.entries(faqAnswers).map(([key, answer]) => (
                <div key={key}>
                  <h3>{t(`reviews.faq${key}Question`, values)}</h3>
                  <p>{answer}</p>
                </div>
              ))}
            </Block>
            <Block aria-labelledby="analysis-title">
              <h2 id="analysis-title">{t('reviews.analysisTitle')}</h2>
              <p>{t('reviews.analysisText', values)}</p>
            </Block>
          </div>
          <SideCard aria-label={t('reviews.exclusiveBonus')}>
            <Badge>{t('reviews.recommended', { priority: facts.priority })}</Badge>
            <p>{t('reviews.exclusiveBonus')}</p>
            <strong>{facts.bonus}</strong>
            <PlayLink href={casino.affiliateUrl}>{t('reviews.playNow')}</PlayLink>
            <Small>{t('reviews.responsible')}</Small>
          </SideCard>
        </Layout>
      </Container>
    </Section>
  );
}

/** /reviews/{slug}: the review of any casino without a written one, found by the spec's slug rule. */
export function GenericReviewPage({ params }: RouteProps) {
  return <CatalogCasino reviewSlug={params.slug ?? ''}>{(casino) => <Review casino={casino} />}</CatalogCasino>;
}
