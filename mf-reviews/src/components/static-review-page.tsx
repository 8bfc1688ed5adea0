import styled from 'styled-components';
import {
  casinoFacts,
  Badge,
  Breadcrumb,
  Card,
  CasinoLogo,
  Container,
  formatDate,
  formatRating,
  LicenceBadges,
  PageHead,
  PlayLink,
  Section,
  Stars,
  media,
  theme,
  useLanguage,
  useLocalizePath,
  usePageUrl,
  useT,
  type Casino,
} from '@casino/shared';
import type { StaticReview } from '../content/types';
import { fillFacts } from '../lib/fill-facts';
import { useReviewFigures } from './review-figures';
import { writtenReviewPage } from './catalog-casino';
import { reviewJsonLd } from './review-structured-data';
import { Block, ConsList, ProsList, Subtitle, TwoColumns, Verified } from './review-styles';
import { LabeledValues } from './labeled-values';

const Summary = styled(Card)`
  display: grid;
  gap: 20px;
  align-items: center;
  margin-bottom: 24px;
  ${media.md} { grid-template-columns: auto 1fr auto; }
  strong { display: block; color: ${theme.colors.accent}; font-size: 1.4rem; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 10px; text-align: left; border-bottom: 1px solid ${theme.colors.border}; }
`;

const Cta = styled(Card).attrs({ as: 'section' })`
  text-align: center;
  border: 2px solid ${theme.colors.accent};
`;

/** The static-review layout (leovegas, bet-at-home, sunmaker, lapalingo). */
function StaticReviewBody({ review, casino }: { review: StaticReview; casino: Casino }) {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const pageUrl = usePageUrl();
  const rating = Number(casino.rating);
  const text = fillFacts(review.text, useReviewFigures(casino));
  const facts = casinoFacts(casino, language);
  // The review's own words on the welcome offer stand only while the catalogue says it runs;
  // after its end the page says there is none, as every list does (facts.bonus).
  const offerRuns = casino.bonus !== null;
  return (
    <Section>
      <PageHead title={text.title} description={text.description} keywords={text.keywords} ogType="article" jsonLd={[reviewJsonLd(casino, review.facts.publishedAt, pageUrl, t)]} />
      <Container>
        <Breadcrumb
          label={t('common.breadcrumb')}
          items={[{ label: t('common.home'), to: localize('/') }, { label: t('reviews.breadcrumb'), to: localize('/reviews') }, { label: casino.name }]}
        />
        <Badge>{text.badge}</Badge>
        <h1>{text.h1}</h1>
        <Subtitle>{text.intro}</Subtitle>
        <Summary as="section" aria-label={t('reviews.summary')}>
          <CasinoLogo casino={casino} height={64} />
          <div>
            <LicenceBadges licences={casino.licences} />
            <p>
              <Stars rating={rating} /> <span>{formatRating(rating, language)}/10</span>
            </p>
            <p>
              {t('reviews.welcomeBonus')}: <strong>{offerRuns ? text.welcomeBonus : facts.bonus}</strong>
            </p>
            <LabeledValues
              items={[
                { label: t('reviews.factGames'), value: facts.gamesCount },
                { label: t('reviews.factWithdrawal'), value: facts.withdrawalTime },
                ...text.keyFacts,
              ]}
            />
            <Verified>{t('common.lastVerified', { date: formatDate(casino.verifiedAt, language) })}</Verified>
          </div>
          <PlayLink href={casino.affiliateUrl}>{text.playButton}</PlayLink>
        </Summary>
        <TwoColumns>
          <Block aria-labelledby="pros-title">
            <h2 id="pros-title">{t('reviews.pros')}</h2>
            <ProsList>{text.pros.map((item) => <li key={item}>{item}</li>)}</ProsList>
          </Block>
          <Block aria-labelledby="cons-title">
            <h2 id="cons-title">{t('reviews.cons')}</h2>
            <ConsList>{text.cons.map((item) => <li key={item}>{item}</li>)}</ConsList>
          </Block>
        </TwoColumns>
        <Block aria-labelledby="bonus-details">
          <h2 id="bonus-details">{text.bonusDetails.title}</h2>
          {offerRuns ? (
            <>
              <p>{text.bonusDetails.intro}</p>
              <Table>
                <tbody>
                  {text.bonusDetails.deposits.map((deposit) => (
                    <tr key={deposit.label}>
                      <th scope="row">{deposit.label}</th>
                      <td>{deposit.offer}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <LabeledValues items={text.bonusDetails.terms} />
            </>
          ) : (
            <p>{facts.bonus}</p>
          )}
        </Block>
        <Block aria-labelledby="payments-title">
          <h2 id="payments-title">{text.payments.title}</h2>
          <TwoColumns>
            <div>
              <h3>{t('reviews.depositMethods')}</h3>
              <ProsList>{text.payments.deposit.map((method) => <li key={method}>{method}</li>)}</ProsList>
            </div>
            <div>
              <h3>{t('reviews.withdrawalMethods')}</h3>
              <ProsList>{text.payments.withdrawal.map((method) => <li key={method}>{method}</li>)}</ProsList>
            </div>
          </TwoColumns>
          <LabeledValues items={text.payments.limits} />
        </Block>
        <Cta aria-labelledby="cta-title">
          <h2 id="cta-title">{text.cta.title}</h2>
          <p>{text.cta.text}</p>
          <PlayLink href={casino.affiliateUrl}>{text.cta.button}</PlayLink>
        </Cta>
      </Container>
    </Section>
  );
}

/** The page of one written review: its casino's facts from the catalogue, its text from its content file. */
export const StaticReviewPage = writtenReviewPage(StaticReviewBody);
