import { render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../i18n/language-context';
import { Stars } from '../stars';

const count = (container: HTMLElement, kind: string) => container.querySelectorAll(`[data-star="${kind}"]`).length;
const stars = (container: HTMLElement) => ['full', 'half', 'empty'].map((kind) => count(container, kind));

describe('Stars', () => {
  it('shows a rating out of 10 to the half star on five stars, so 9.9 and 8.9 differ', () => {
    expect(stars(render(<Stars rating="9.9" />).container)).toEqual([5, 0, 0]);
    expect(stars(render(<Stars rating={8.9} />).container)).toEqual([4, 1, 0]);
    expect(stars(render(<Stars rating="7.3" />).container)).toEqual([3, 1, 1]);
  });

  it('draws every star of the scale, the unreadable rating as empty ones', () => {
    expect(stars(render(<Stars rating="n/a" />).container)).toEqual([0, 0, 5]);
    expect(stars(render(<Stars rating={4} scale={5} />).container)).toEqual([4, 0, 1]);
  });

  it('names the rating in the page language', () => {
    render(<Stars rating={9.6} />);
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', '9,6 von 10 Punkten');
    render(
      <LanguageProvider value={{ language: 'en', switchLanguage: () => undefined }}>
        <Stars rating="8.9" />
      </LanguageProvider>,
    );
    expect(screen.getByRole('img', { name: '8.9 out of 10' })).toBeInTheDocument();
  });
});
