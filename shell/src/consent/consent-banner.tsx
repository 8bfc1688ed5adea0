import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Link, theme, useLocalizePath, useLocation, useT } from '@casino/shared';
import { measureVitals } from '../app/web-vitals';
import { loadAnalytics, trackPageView } from './analytics';
import type { ConsentChoice } from '@casino/shared';
import { readConsent, storeConsent } from './consent-storage';

const Banner = styled.div`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: 8px;
  z-index: 90;
  max-width: 720px;
  margin: 0 auto;
  padding: 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  box-shadow: 0 10px 40px rgb(0 0 0 / 50%);
  html[data-consent='answered'] & {
    display: none;
  }
`;

/**
 * The dialog's name, not a heading: the banner comes before the page's content in the document
 * (see the shell), and a heading here was the first of every page, ahead of the page's own h1.
 * Screen readers announce the dialog by this title (aria-labelledby) all the same.
 */
const Title = styled.p`
  margin: 0 0 0.5em;
  font-size: 1.2rem;
  font-weight: 700;
  line-height: 1.25;
`;

/** Side by side where both fit, stacked on the narrowest phones; equally wide either way. */
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 12px;
`;

/** Opens the banner again (the footer's privacy settings link). */
export const OPEN_CONSENT_EVENT = 'casino:open-consent';

/**
 * Asks for consent to analytics on the first visit. Every page's HTML has it open, so it is
 * there with the first paint, and the same for every visitor (any cache may keep the page); a
 * script in the page's head marks the page of a visitor who has answered before anything is
 * painted, and the banner's style hides it there (see the server's html-document.ts) until the
 * app, once hydrated, closes it. Accept and reject are equally
 * prominent; nothing is loaded before a choice. Consent starts the measurement of the page's
 * web vitals and, with a measurement id, analytics.
 */
export function ConsentBanner({ analyticsId }: { analyticsId?: string }) {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    const stored = readConsent();
    setChoice(stored);
    setOpen(stored === null);
    // From here the app shows and hides the banner (the footer opens it again): the page's mark goes.
    delete document.documentElement.dataset.consent;
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  // The page's speed as the visitor's browser measures it: with consent, with or without analytics.
  useEffect(() => {
    if (choice === 'granted') measureVitals();
  }, [choice]);

  useEffect(() => {
    if (choice !== 'granted' || !analyticsId) return;
    loadAnalytics(analyticsId);
    trackPageView(`${location.pathname}${location.search}`);
  }, [choice, analyticsId, location.pathname, location.search]);

  const decide = (value: ConsentChoice) => {
    storeConsent(value);
    setChoice(value);
    setOpen(false);
    // Withdrawing consent takes full effect with the next page load, which no longer loads analytics.
    if (value === 'denied' && choice === 'granted') window.location.reload();
  };

  if (!open) return null;
  return (
    <Banner role="dialog" aria-labelledby="consent-title" aria-describedby="consent-text">
      <Title id="consent-title">{t('consent.title')}</Title>
      <p id="consent-text">
        {t('consent.text')} <Link to={localize('/privacy')}>{t('consent.privacy')}</Link>
      </p>
      <Choices>
        <Button type="button" onClick={() => decide('denied')}>
          {t('consent.reject')}
        </Button>
        <Button type="button" onClick={() => decide('granted')}>
          {t('consent.accept')}
        </Button>
      </Choices>
    </Banner>
  );
}
