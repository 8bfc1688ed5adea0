import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A grey placeholder shown while data loads; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true, 'data-skeleton': '' })<{ $height?: string }>`
  height: ${(p) => p.$height ?? '200px'};
  border-radius: ${theme.radius};
  background: ${theme.colors.surfaceRaised};
  animation: ${pulse} 2s ease-in-out infinite;
`;
