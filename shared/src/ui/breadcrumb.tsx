import styled from 'styled-components';
import { useSiteOrigin } from '../head/head-context';
import { useT } from '../i18n/language-context';
import { Link, useLocation } from '../routing/router';
import { useLocalizePath } from '../routing/routes-context';
import { theme } from '../theme/theme';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
  li + li::before { content: '/'; margin-right: 6px; }
`;

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** A soft hyphen marks where a long word may break on screen; a name read by a machine has none. */
const SOFT_HYPHEN = /\u00ad/g;

/** schema.org BreadcrumbList for the trail, with absolute URLs. */
export function breadcrumbJsonLd(items: readonly Crumb[], origin: string, currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label.replace(SOFT_HYPHEN, ''),
      item: `${origin}${item.to ?? currentPath}`,
    })),
  };
}

/** Breadcrumb trail; the last crumb is the current page. It carries its own structured data. */
export function Breadcrumb({ items, label }: { items: readonly Crumb[]; label: string }) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const data = JSON.stringify(breadcrumbJsonLd(items, origin, pathname)).replace(/</g, '\\u003c');
  return (
    <nav aria-label={label}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />
      <List>
        {items.map((item) => (
          <li key={item.label}>{item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </List>
    </nav>
  );
}

/** The trail of a page one level below the home page: Startseite/Home, then its title. */
export function HomeBreadcrumb({ title }: { title: string }) {
  const t = useT();
  const localize = useLocalizePath();
  return <Breadcrumb label={t('common.breadcrumb')} items={[{ label: t('common.home'), to: localize('/') }, { label: title }]} />;
}
