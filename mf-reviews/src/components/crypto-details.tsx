import { formatRating, useLanguage, useT } from '@casino/shared';
import type { CryptoBlock } from '../content/types';
import { Block, ProsList, ScoreBar, ScoreList, ScoreRow, StatGrid, TagList, TwoColumns } from './review-styles';

/** The crypto casino's extra parts: rating breakdown, providers, coins, times, support, security. */
export function CryptoDetails({ block }: { block: CryptoBlock }) {
  const t = useT();
  const { language } = useLanguage();
  const times = block.times[language];
  return (
    <>
      <Block aria-labelledby="breakdown-title">
        <h2 id="breakdown-title">{t('reviews.ratingBreakdown')}</h2>
        <ScoreList>
          {block.breakdown[language].map((row) => (
            <ScoreRow key={row.label}>
              <span>{row.label}</span>
              <strong>{formatRating(row.score, language)}/10</strong>
              <ScoreBar $value={row.score} aria-hidden="true" />
            </ScoreRow>
          ))}
        </ScoreList>
      </Block>
      <TwoColumns>
        <Block aria-labelledby="providers-title">
          <h2 id="providers-title">{t('reviews.providers')}</h2>
          <TagList>
            {block.providers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </TagList>
        </Block>
        <Block aria-labelledby="crypto-title">
          <h2 id="crypto-title">{t('reviews.cryptocurrencies')}</h2>
          <TagList>
            {block.cryptocurrencies.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </TagList>
        </Block>
      </TwoColumns>
      <Block aria-labelledby="times-title">
        <h2 id="times-title">{t('reviews.paymentTimes')}</h2>
        <StatGrid>
          <div>
            <dt>{t('reviews.depositTime')}</dt>
            <dd>{times.deposit}</dd>
          </div>
          <div>
            <dt>{t('reviews.withdrawalTime')}</dt>
            <dd>{times.withdrawal}</dd>
          </div>
        </StatGrid>
      </Block>
      <TwoColumns>
        <Block aria-labelledby="support-list-title">
          <h2 id="support-list-title">{t('reviews.supportList')}</h2>
          <ProsList>
            {block.support[language].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ProsList>
        </Block>
        <Block aria-labelledby="security-list-title">
          <h2 id="security-list-title">{t('reviews.securityList')}</h2>
          <ProsList>
            {block.security[language].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ProsList>
        </Block>
      </TwoColumns>
    </>
  );
}
