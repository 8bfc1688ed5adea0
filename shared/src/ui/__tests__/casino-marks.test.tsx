import { render, screen, within } from '@testing-library/react';
import { LanguageProvider } from '../../i18n/language-context';
import { CasinoLogo, logoTextColor } from '../casino-logo';
import { LicenceBadges } from '../licence-badges';

describe('CasinoLogo', () => {
  it('sets the casino\'s name on its brand colour in whichever text colour reads better', () => {
    const { container } = render(<CasinoLogo casino={{ name: 'Sol Casino', brandColor: '#f59e0b' }} />);
    expect(container.querySelector('rect')).toHaveAttribute('fill', '#f59e0b');
    expect(container.querySelector('text')).toHaveTextContent('Sol Casino');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(logoTextColor('#f59e0b')).toBe('#111827');
    expect(logoTextColor('#1a2c38')).toBe('#ffffff');
    expect(logoTextColor('#d7001f')).toBe('#ffffff');
  });
});

describe('LicenceBadges', () => {
  it('names every licence the casino holds, what kind it is, in the page language', () => {
    render(
      <LanguageProvider value={{ language: 'de', switchLanguage: () => undefined }}>
        <LicenceBadges licences={['ggl', 'mga', 'curacao']} />
      </LanguageProvider>,
    );
    const badges = within(screen.getByRole('list', { name: 'Lizenzen' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Deutsche Lizenz (GGL)', 'EU-Lizenz: Malta (MGA)', 'Lizenz: Curaçao']);
  });
});
