import {
  Breadcrumb,
  CasinoLogo,
  cryptocurrenciesOf,
  Container,
  formatDate,
  formatRating,
  LicenceBadges,
  PageHead,
  PlayLink,
  Section,
  Stars,
  useLanguage,
  useLocalizePath,
  usePageUrl,
  useT,
  welcomeOfferOf,
  type Casino,
} from '@casino/shared';
import type { FixedReview } from '../content/types';
import { CryptoDetails } from './crypto-details';
import { GermanMarketDetails } from './german-market';
import { writtenReviewPage } from './catalog-casino';
import { fillFacts } from '../lib/fill-facts';
import { useReviewFigures } from './review-figures';
import { reviewJsonLd } from './review-structured-data';
import {
  Block,
  BonusBox,
  ConsList,
  Hero,
  ProsList,
  RatingLine,
  Small,
  Subtitle,
  TwoColumns,
  Verified,
} from './review-styles';
import { LabeledValues } from './labeled-values';

/** The template of every fixed review: one data file per casino fills it (spec §2 fixed review pages). */
function FixedReviewBody({ review, casino }: { review: FixedReview; casino: Casino }) {
  const t = useT();
  const { language } = useLanguage();
  const localize = useLocalizePath();
  const pageUrl = usePageUrl();
  const rating = Number(casino.rating);
  const text = fillFacts(review.text, useReviewFigures(casino));
  const { sections } = text;

  return (
    <Section>
      <PageHead
        title={text.title}
        description={text.description}
        keywords={text.keywords}
        ogType="article"
        jsonLd={[reviewJsonLd(casino, review.facts.publishedAt, pageUrl, t)]}
      />
      <Container>
        <Breadcrumb
          label={t('common.breadcrumb')}
          items={[{ label: t('common.home'), to: localize('/') }, { label: t('reviews.breadcrumb'), to: localize('/reviews') }, { label: casino.name }]}
        />
        <Hero>
          <CasinoLogo casino={casino} height={64} />
          <div>
            <LicenceBadges licences={casino.licences} />
            <h1>{text.h1}</h1>
            <Subtitle>{text.subtitle}</Subtitle>
            <RatingLine>
              <Stars rating={rating} />
              <span>{formatRating(rating, language)}/10</span>
              <span>{text.ratingText}</span>
            </RatingLine>
            <Verified>{t('common.lastVerified', { date: formatDate(casino.verifiedAt, language) })}</Verified>
          </div>
          <PlayLink href={casino.affiliateUrl}>{text.buttons.play}</PlayLink>
        </Hero>

        <Block aria-labelledby="overview-title">
          <h2 id="overview-title">{t('reviews.overview')}</h2>
          {text.overview.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </Block>

        <TwoColumns>
          <Block aria-labelledby="pros-title">
            <h2 id="pros-title">{t('reviews.pros')}</h2>
            <ProsList>
              {text.pros.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ProsList>
          </Block>
          <Block aria-labelledby="cons-title">
            <h2 id="cons-title">{t('reviews.cons')}</h2>
            <ConsList>
              {text.cons.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ConsList>
          </Block>
        </TwoColumns>

        <BonusBox aria-labelledby="bonus-title">
          <h2 id="bonus-title">{sections.bonus.title}</h2>
          {/* The review's words on the offer stand only while the catalogue says it runs. */}
          {casino.bonus !== null ? (
            <>
              <strong>{text.welcomeBonus.headline}</strong>
              <p>{sections.bonus.description}</p>
              {text.welcomeBonus.details.map((line) => (
                <Small key={line}>{line}</Small>
              ))}
            </>
          ) : (
            <strong>{welcomeOfferOf(casino, language)}</strong>
          )}
          <PlayLink href={casino.affiliateUrl}>{casino.bonus !== null ? text.buttons.claim : t('common.playNow')}</PlayLink>
        </BonusBox>

        <Block aria-labelledby="games-title">
          <h2 id="games-title">{sections.games.title}</h2>
          <p>{sections.games.description}</p>
          <LabeledValues items={text.gameStats} />
        </Block>

        {review.facts.crypto && text.crypto && <CryptoDetails facts={review.facts.crypto} coins={cryptocurrenciesOf(casino.paymentMethods)} text={text.crypto} />}
        {text.germanMarket && <GermanMarketDetails text={text.germanMarket} />}

        <TwoColumns>
          {(['security', 'payment', 'support', 'mobile'] as const).map((key) => (
            <Block key={key} aria-labelledby={`${key}-title`}>
              <h2 id={`${key}-title`}>{sections[key].title}</h2>
              <p>{sections[key].description}</p>
            </Block>
          ))}
        </TwoColumns>

        <Block aria-labelledby="verdict-title">
          <h2 id="verdict-title">{sections.conclusion.title}</h2>
          <p>{sections.conclusion.description}</p>
          <PlayLink href={casino.affiliateUrl}>{text.buttons.visit}</PlayLink>
          <Small>{t('reviews.responsible')}</Small>
        </Block>
      </Container>
    </Section>
  );
}

/** The page of one written review: its casino's facts from the catalogue, its text from its content file. */
export const FixedReviewPage = writtenReviewPage(FixedReviewBody);
