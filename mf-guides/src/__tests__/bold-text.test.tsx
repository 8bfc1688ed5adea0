import { render } from '@testing-library/react';
import { renderBold } from '../components/bold-text';

describe('renderBold', () => {
  it('renders the bold lead-in as emphasis and the rest as text', () => {
    const { container } = render(<p>{renderBold('**Wagering:** read the terms first.')}</p>);
    expect(container.querySelector('strong')?.textContent).toBe('Wagering:');
    expect(container.textContent).toBe('Wagering: read the terms first.');
  });

  it('keeps text that looks like HTML as text', () => {
    const { container } = render(<p>{renderBold('**<img src=x onerror=alert(1)>:** <script>alert(2)</script> & more')}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<img src=x onerror=alert(1)>:');
    expect(container.textContent).toContain('<script>alert(2)</script> & more');
  });

  it('handles several bold parts and none', () => {
    const { container } = render(<p>{renderBold('a **b** c **d**')}</p>);
    expect(Array.from(container.querySelectorAll('strong')).map((s) => s.textContent)).toEqual(['b', 'd']);
    expect(renderBold('plain')).toHaveLength(1);
  });
});
