import styled from 'styled-components';
import { ActionCard, Badge, Button, LicenceBadges, PlayLink, Stars, useCallsToAction, formatDate, formatMoment, formatNumber, formatRating, pickByLanguage, theme, useCatalogBonus, useCatalogCasino, useLanguage, useT, useToast } from '@casino/shared';
import { bonusAmount, wageringMultiple } from '../bonus-amount';
import type { BonusOfferFacts, BonusOfferText } from '../../content/types';

const Offer = styled(ActionCard).attrs({ as: 'article' })`
  h2 { margin: 0; font-size: 1.3rem; }
  strong.amount { font-size: 1.6rem; color: ${theme.colors.accent}; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; font-weight: 700; }
  ul { margin: 0; padding-left: 1.2em; }
`;

const Code = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code { padding: 8px 12px; border: 2px dashed ${theme.colors.accent}; border-radius: 8px; font-size: 1.1rem; }
`;

/**
 * One offer with every field and a button that copies its code. The code and exclusivity are
 * the page's own; the amount, wagering, validity, who qualifies, when the offer ends and when it
 * was verified are the casino's bonus record's (an offer past its end is in no list), its
 * name, bonus type, rating, licences and play link the casino's. An offer whose casino or bonus
 * record has left the catalogue is not shown: there is nothing true to say about it.
 */
export function BonusOfferCard({ offer, text, position }: { offer: BonusOfferFacts; text: BonusOfferText; position: number }) {
  const casino = useCatalogCasino(offer.casinoSlug);
  const bonus = useCatalogBonus(offer.casinoSlug);
  const t = useT();
  const { language } = useLanguage();
  const toast = useToast();
  const { current } = useCallsToAction();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.code);
      toast({ title: t('bonuses.copied'), description: offer.code });
    } catch {
      toast({ title: t('bonuses.copyFailed'), description: offer.code, variant: 'destructive' });
    }
  };
  // The page lists only offers whose casino and bonus record are catalogued.
  if (!casino || !bonus) return null;
  const bonusType = pickByLanguage(language, casino.bonusType, casino.bonusTypeDe);
  const eligibility = pickByLanguage(language, bonus.eligibility, bonus.eligibilityDe);
  return (
    <Offer>
      {offer.exclusive && <Badge>{t('bonuses.exclusive')}</Badge>}
      <h2>{casino.name}</h2>
      <LicenceBadges licences={casino.licences} />
      {bonusType && <p>{bonusType}</p>}
      <strong className="amount">
        {bonusAmount(t, language, bonus.amountEuros, bonus.freeSpins ?? 0)}
      </strong>
      <p>
        <Stars rating={casino.rating} /> {formatRating(casino.rating, language)}/10
      </p>
      <dl>
        {bonus.wagering != null && (
          <>
            <dt>{t('bonuses.wagering')}</dt>
            <dd>{wageringMultiple(t, language, bonus.wagering)}</dd>
          </>
        )}
        {bonus.validityDays != null && (
          <>
            <dt>{t('bonuses.validity')}</dt>
            <dd>{t('bonuses.days', { days: formatNumber(bonus.validityDays, language) })}</dd>
          </>
        )}
        {eligibility && (
          <>
            <dt>{t('bonuses.eligibility')}</dt>
            <dd>{eligibility}</dd>
          </>
        )}
        {bonus.validUntil && (
          <>
            <dt>{t('bonuses.offerEnds')}</dt>
            <dd>{formatMoment(bonus.validUntil, language)}</dd>
          </>
        )}
        <dt>{t('bonuses.verifiedOn')}</dt>
        <dd>{formatDate(bonus.verifiedAt, language)}</dd>
      </dl>
      <ul>
        {text.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* A code is a call to action: shown only with the casino's play link (see PlayLink). */}
      {casino.affiliateUrl && current && (
        <Code>
          <span>{t('bonuses.code')}</span>
          <code>{offer.code}</code>
          <Button type="button" $variant="secondary" onClick={() => void copy()} aria-label={t('bonuses.copyCode', { code: offer.code })}>
            {t('bonuses.copy')}
          </Button>
        </Code>
      )}
      <PlayLink href={casino.affiliateUrl} position={position}>
        {t('bonuses.claim')}
      </PlayLink>
    </Offer>
  );
}
