import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../routing/router';
import { PlayLink } from '../play-link';

describe('PlayLink', () => {
  it('goes through the site redirect with the page and slot, in a new tab, sponsored, without opener or referrer', () => {
    render(
      <MemoryRouter initialEntries={['/en/casino-comparison?sortierung=rating']}>
        <PlayLink href="/go/stake" position={2}>
          Play now
        </PlayLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Play now' });
    expect(link).toHaveAttribute('href', '/go/stake?from=%2Fen%2Fcasino-comparison&pos=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
  });

  it('shows no button for a casino the catalogue gives no play link', () => {
    render(
      <MemoryRouter initialEntries={['/casino-vergleich']}>
        <PlayLink href={null}>Jetzt spielen</PlayLink>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
