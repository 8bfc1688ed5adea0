import styled from 'styled-components';
import { LICENCES, licenceName, type LicenceId, type LicenceScope } from '../api/licences';
import { useLanguage, useT } from '../i18n/language-context';
import { Icon } from './icon';

/** Each scope its own colour (text at least 4.5:1 on it): green for a German licence, blue for the EU, neutral otherwise. */
const SCOPE_COLORS: Record<LicenceScope, { background: string; color: string; border: string }> = {
  germany: { background: '#14532d', color: '#dcfce7', border: '#22c55e' },
  eu: { background: '#1e3a8a', color: '#dbeafe', border: '#60a5fa' },
  other: { background: 'transparent', color: '#f1f5f9', border: '#64748b' },
};

/** Doubled class: a card's own rule for its lists (indent, colour) must not reach the badges. */
const Badges = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const LicenceBadge = styled.li<{ $scope: LicenceScope }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px 2px 6px;
  border: 1px solid ${({ $scope }) => SCOPE_COLORS[$scope].border};
  border-radius: 999px;
  background: ${({ $scope }) => SCOPE_COLORS[$scope].background};
  color: ${({ $scope }) => SCOPE_COLORS[$scope].color};
  font-size: 0.8rem;
  font-weight: 700;
  svg { flex: none; }
`;

/**
 * Every licence a casino holds, one badge each, from the catalogue: "Deutsche Lizenz (GGL)",
 * "EU-Lizenz: Malta (MGA)", "Lizenz: Curaçao". Shown on every casino card.
 */
export function LicenceBadges({ licences }: { licences: readonly LicenceId[] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Badges aria-label={t('licence.label')}>
      {licences.map((id) => {
        const { scope } = LICENCES[id];
        return (
          <LicenceBadge key={id} $scope={scope}>
            <Icon name="shield" size="1.1em" />
            {t(`licence.${scope}`, { name: licenceName(id, language) })}
          </LicenceBadge>
        );
      })}
    </Badges>
  );
}
