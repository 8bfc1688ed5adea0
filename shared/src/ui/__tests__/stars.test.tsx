import { render, screen } from '@testing-library/react';
import { Stars } from '../stars';

const count = (container: HTMLElement, kind: string) => container.querySelectorAll(`[data-star="${kind}"]`).length;

describe('Stars', () => {
  it('fills whole stars for the integer part and adds a half star for a fraction on home cards', () => {
    const { container } = render(<Stars rating="4.5" halfStar />);
    expect(count(container, 'full')).toBe(4);
    expect(count(container, 'half')).toBe(1);
  });

  it('adds no half star for a whole rating', () => {
    const { container } = render(<Stars rating="4" halfStar />);
    expect(count(container, 'full')).toBe(4);
    expect(count(container, 'half')).toBe(0);
  });

  it('fills at most five stars for a rating out of 10', () => {
    const { container } = render(<Stars rating={9.9} />);
    expect(count(container, 'full')).toBe(5);
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', '9.9 / 10');
  });

  it('treats an unreadable rating as zero', () => {
    const { container } = render(<Stars rating="n/a" />);
    expect(count(container, 'full')).toBe(0);
  });
});
