import styled from 'styled-components';
import { useT } from '../i18n/language-context';
import { Link } from '../routing/router';
import { theme } from '../theme/theme';

const Nav = styled.nav`
  margin: 24px 0;
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  a, span { display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; padding: 0 12px; border-radius: 8px; }
  a { border: 1px solid ${theme.colors.border}; background: ${theme.colors.surface}; color: ${theme.colors.text}; font-weight: 700; text-decoration: none; }
  a[aria-current='page'] { background: ${theme.colors.accent}; color: ${theme.colors.onAccent}; border-color: ${theme.colors.accent}; }
  span { color: ${theme.colors.muted}; }
`;

/** The page numbers a pager links: the first, the last, and two on either side of the current one. */
export function pagerNumbers(page: number, pages: number): Array<number | 'gap'> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

/**
 * Links to a list's other pages: plain links a search engine follows (each page is rendered on
 * the server at its own address), navigating in place in the browser. Nothing when the list
 * fits one page.
 */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('list.pages')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={hrefOf(page - 1)} rel="prev">
              {t('list.previous')}
            </Link>
          </li>
        )}
        {pagerNumbers(page, pages).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefOf(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('list.page', { page: n })}>
                {String(n)}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={hrefOf(page + 1)} rel="next">
              {t('list.next')}
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
