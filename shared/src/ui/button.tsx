import styled, { css } from 'styled-components';
import { Link } from '../routing/router';
import { theme } from '../theme/theme';

type Variant = 'primary' | 'secondary';

const buttonStyle = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 10px;
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid ${theme.colors.accent};
  background: ${(p) => (p.$variant === 'secondary' ? 'transparent' : theme.colors.accent)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.colors.accent : theme.colors.onAccent)};
  &:hover { background: ${(p) => (p.$variant === 'secondary' ? theme.colors.surfaceRaised : theme.colors.accentStrong)}; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Button = styled.button<{ $variant?: Variant }>`${buttonStyle}`;
/** A router link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: Variant }>`${buttonStyle}`;
/** A plain anchor that looks like a button (external and in-page targets). */
export const ButtonAnchor = styled.a<{ $variant?: Variant }>`${buttonStyle}`;
