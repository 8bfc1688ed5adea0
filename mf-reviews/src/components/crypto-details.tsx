import { formatRating, useLanguage, useT } from '@casino/shared';
import { CRYPTO_CATEGORIES, type CryptoFacts, type CryptoText } from '../content/types';
import { Block, ProsList, ScoreBar, ScoreList, ScoreRow, SentenceFacts, TagList, TwoColumns } from './review-styles';

/**
 * The crypto casino's extra parts: rating breakdown, providers, coins, times, support, security.
 * The coins are the crypto payment methods of the casino's catalogue record.
 */
export function CryptoDetails({ facts, coins, text }: { facts: CryptoFacts; coins: readonly string[]; text: CryptoText }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <>
      <Block aria-labelledby="breakdown-title">
        <h2 id="breakdown-title">{t('reviews.ratingBreakdown')}</h2>
        <ScoreList>
          {CRYPTO_CATEGORIES.map((category) => (
            <ScoreRow key={category}>
              <span>{text.categories[category]}</span>
              <strong>{formatRating(facts.scores[category], language)}/10</strong>
              <ScoreBar $value={facts.scores[category]} aria-hidden="true" />
            </ScoreRow>
          ))}
        </ScoreList>
      </Block>
      <TwoColumns>
        <Block aria-labelledby="providers-title">
          <h2 id="providers-title">{t('reviews.providers')}</h2>
          <TagList>
            {facts.providers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </TagList>
        </Block>
        <Block aria-labelledby="crypto-title">
          <h2 id="crypto-title">{t('reviews.cryptocurrencies')}</h2>
          <TagList>
            {coins.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </TagList>
        </Block>
      </TwoColumns>
      <Block aria-labelledby="times-title">
        <h2 id="times-title">{t('reviews.paymentTimes')}</h2>
        <SentenceFacts>
          <div>
            <dt>{t('reviews.depositTime')}</dt>
            <dd>{text.times.deposit}</dd>
          </div>
          <div>
            <dt>{t('reviews.withdrawalTime')}</dt>
            <dd>{text.times.withdrawal}</dd>
          </div>
        </SentenceFacts>
      </Block>
      <TwoColumns>
        <Block aria-labelledby="support-list-title">
          <h2 id="support-list-title">{t('reviews.supportList')}</h2>
          <ProsList>
            {text.support.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ProsList>
        </Block>
        <Block aria-labelledby="security-list-title">
          <h2 id="security-list-title">{t('reviews.securityList')}</h2>
          <ProsList>
            {text.security.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ProsList>
        </Block>
      </TwoColumns>
    </>
  );
}
