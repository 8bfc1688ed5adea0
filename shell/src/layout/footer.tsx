import { Container, Link, useLocalizePath, useT } from '@casino/shared';
import { FOOTER_ANCHORS, FOOTER_EXTERNAL, FOOTER_PAGES, FOOTER_TEXT, FOOTER_TOPICS, TRUST_BADGES } from './footer-links';
import { OPEN_CONSENT_EVENT } from '../consent/consent-banner';
import { BackToTopLink } from './back-to-top-link';
import { Badges, Bottom, Column, Columns, FooterBox, LinkList, Notice, PlainButton } from './footer-styles';
import { useSectionLink } from './use-section-link';

export function Footer() {
  const t = useT();
  const localize = useLocalizePath();
  const sectionLink = useSectionLink();
  return (
    <FooterBox>
      <Container>
        <Columns>
          <Column>
            <p lang="en">{FOOTER_TEXT}</p>
            <Badges lang="en" aria-label="Trust">
              {TRUST_BADGES.map((badge) => (
                <li key={badge}>{badge}</li>
              ))}
            </Badges>
          </Column>
          <Column as="nav" aria-label={t('footer.pages')}>
            <h2>{t('footer.pages')}</h2>
            <LinkList>
              {FOOTER_PAGES.map((link) => (
                <li key={link.path}>
                  <Link to={localize(link.path)}>{t(link.label)}</Link>
                </li>
              ))}
            </LinkList>
          </Column>
          <Column as="nav" aria-label={t('footer.topics')}>
            <h2>{t('footer.topics')}</h2>
            <LinkList>
              {FOOTER_TOPICS.map((link) => (
                <li key={link.path}>
                  <Link to={localize(link.path)}>{t(link.label)}</Link>
                </li>
              ))}
            </LinkList>
          </Column>
          <Column as="nav" aria-label={t('footer.quickLinks')}>
            <h2>{t('footer.quickLinks')}</h2>
            <LinkList>
              <li>
                <BackToTopLink />
              </li>
              {FOOTER_ANCHORS.map((anchor) => (
                <li key={anchor.label}>
                  <a {...sectionLink(anchor.id)}>{t(anchor.label)}</a>
                </li>
              ))}
            </LinkList>
            <PlainButton type="button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
              {t('footer.privacySettings')}
            </PlainButton>
            <h2>{t('footer.follow')}</h2>
            <LinkList>
              {FOOTER_EXTERNAL.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {t(link.label)} <span className="visually-hidden">{t('footer.opensNewTab')}</span>
                  </a>
                </li>
              ))}
            </LinkList>
          </Column>
        </Columns>
        <Bottom>
          <Notice>
            <strong>{t('responsible.notice')}</strong>
            <br />
            {t('responsible.helpline')}
          </Notice>
          <p lang="en">© {new Date().getFullYear()} CasinoVergleich. All rights reserved.</p>
        </Bottom>
      </Container>
    </FooterBox>
  );
}
