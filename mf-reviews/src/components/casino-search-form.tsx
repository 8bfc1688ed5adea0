import { useDeferredValue, useId, useState } from 'react';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button, casinoSearchQuery, normalizeSearchTerm, MAX_SEARCH_LENGTH, SEARCH_PARAM, theme, useLocation, useNavigate, useT } from '@casino/shared';

/** Names suggested while typing; the results page shows up to MAX_SEARCH_RESULTS. */
const SUGGESTIONS = 6;
/** Suggestions start with the second letter: one letter matches half the catalogue. */
const SUGGEST_FROM = 2;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  margin: 24px 0;
  label { display: flex; flex-direction: column; gap: 4px; flex: 1 1 220px; font-weight: 600; }
  input { min-height: 44px; border-radius: 8px; padding: 0 12px; font: inherit; background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border}; }
`;

/**
 * The search for a casino by name: a plain GET form (without scripts the server renders the
 * results at `?suche=`), with the names that match offered while typing. The suggestions are
 * asked for with the deferred term, so typing never waits for them; they come from the same
 * typo-forgiving search as the results.
 */
export function CasinoSearchForm({ term }: { term: string }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState(term);
  const deferred = normalizeSearchTerm(useDeferredValue(typed));
  const suggestions = useQuery({ ...casinoSearchQuery(deferred, SUGGESTIONS), enabled: [...deferred].length >= SUGGEST_FROM, placeholderData: (previous) => previous });
  return (
    <Form
      role="search"
      method="get"
      action={location.pathname}
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = normalizeSearchTerm(typed);
        navigate(wanted ? `${location.pathname}?${new URLSearchParams({ [SEARCH_PARAM]: wanted })}` : location.pathname);
      }}
    >
      <label>
        {t('search.label')}
        <input
          id={SEARCH_PARAM}
          type="search"
          name={SEARCH_PARAM}
          value={typed}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          list={listId}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </label>
      <datalist id={listId}>
        {(suggestions.data ?? []).map((casino) => (
          <option key={casino.id} value={casino.name} />
        ))}
      </datalist>
      <Button type="submit">{t('search.submit')}</Button>
    </Form>
  );
}
