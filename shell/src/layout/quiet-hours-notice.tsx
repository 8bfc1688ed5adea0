import styled from 'styled-components';
import { theme, useCallsToAction, useT } from '@casino/shared';

const Notice = styled.p`
  margin: 0;
  padding: 10px 16px;
  background: ${theme.colors.surfaceRaised};
  border-bottom: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-size: 0.95rem;
  text-align: center;
`;

/**
 * The neutral line of the German rules' quiet hours (AD_RULES=de): while they withhold the
 * casinos' calls to action, every page says when offers are shown, under the header. It names
 * no casino and no offer; it appears and goes with the page's data at the hours' edges.
 */
export function QuietHoursNotice() {
  const { quietHours } = useCallsToAction();
  const t = useT();
  if (!quietHours?.now) return null;
  // The quiet hours are when offers are not shown: offers are shown from their end to their start.
  return <Notice role="note">{t('ads.quietHours', { from: quietHours.until, until: quietHours.from })}</Notice>;
}
