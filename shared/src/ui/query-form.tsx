import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation, useNavigate } from '../routing/router';
import { theme } from '../theme/theme';
import { Button } from './button';

const Form = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  align-items: end;
  margin: 24px 0;
  padding: 16px;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  label { display: flex; flex-direction: column; gap: 4px; font-weight: 600; }
  select { min-height: 44px; border-radius: 8px; padding: 0 8px; font: inherit; background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border}; }
  .check { flex-direction: row; align-items: center; gap: 8px; min-height: 44px; }
  input[type='checkbox'] { width: 20px; height: 20px; }
`;

/**
 * A page's filters as a plain GET form on its own address: without scripts it reloads the
 * server-rendered page with the query (its `apply` button); with scripts each change replaces
 * the query in place. Either way the URL can be shared. Empty choices ("any") stay out of it.
 */
export function QueryForm({ label, apply, children }: { label: string; apply: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={location.pathname}
      aria-label={label}
      onChange={(event) => {
        const query = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value) query.set(key, value);
        const search = query.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state: { keepScroll: true } });
      }}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
      <noscript>
        <Button type="submit">{apply}</Button>
      </noscript>
    </Form>
  );
}
