import { useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { ActionCard, CardList, CasinoLogo, featuredCasinosQuery, formatDate, formatRating, LicenceBadges, Link, Grid, Muted, PlayLink, Skeleton, Stars, theme, useLanguage, useT, welcomeOfferOf, type Casino } from '@casino/shared';
import { useReviewPath } from '../review-path';

const CasinoCard = styled(ActionCard).attrs({ as: 'article' })`
  h3 { margin: 0; }
  img { width: 100%; height: 120px; object-fit: contain; border-radius: 8px; background: ${theme.colors.surfaceRaised}; }
`;

/** The casino's image; without one, or when it fails to load (logged, spec §4), its logo mark. */
function CasinoImage({ casino }: { casino: Casino }) {
  const [failed, setFailed] = useState(false);
  if (!casino.imageUrl || failed) return <CasinoLogo casino={casino} height={56} />;
  return (
    <img
      src={casino.imageUrl}
      alt={casino.name}
      width={320}
      height={120}
      loading="lazy"
      onError={() => {
        console.warn(`casino image failed to load: ${casino.imageUrl}`);
        setFailed(true);
      }}
    />
  );
}

/** Featured casinos: three skeletons while loading, then a card per casino with half-star ratings. */
export function FeaturedCasinos() {
  const t = useT();
  const { language } = useLanguage();
  const reviewPath = useReviewPath();
  const { data, isPending } = useQuery(featuredCasinosQuery());
  if (isPending) {
    return (
      <Grid>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} $height="240px" />
        ))}
      </Grid>
    );
  }
  if (!data?.length) return <Muted>{t('home.noCasinos')}</Muted>;
  return (
    <CardList $min="260px">
      {data.map((casino, index) => (
        <li key={casino.id}>
          <CasinoCard>
            <CasinoImage casino={casino} />
            <h3>
              <Link to={reviewPath(casino)}>{casino.name}</Link>
            </h3>
            <p>
              <Stars rating={casino.rating} /> <span>{formatRating(casino.rating, language)}/10</span>
            </p>
            <LicenceBadges licences={casino.licences} />
            <p>{welcomeOfferOf(casino, language)}</p>
            {casino.bonus !== null && <Muted>{t('common.offerVerified', { date: formatDate(casino.verifiedAt, language) })}</Muted>}
            <PlayLink href={casino.affiliateUrl} position={index + 1}>
              {t('common.playNow')}
            </PlayLink>
          </CasinoCard>
        </li>
      ))}
    </CardList>
  );
}
