import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHero } from './page-hero';

describe('PageHero', () => {
  it('shows the eyebrow, the page title as its one h1, the lead and the artwork', () => {
    const { container } = render(
      <PageHero eyebrow="Business" title="What we make" lead="Three lines of work" image="/a.svg">
        <a href="/joinUs">Apply</a>
      </PageHero>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'What we make' })).toBeTruthy();
    expect(screen.getByText('Business')).toBeTruthy();
    expect(screen.getByText('Three lines of work')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply' }).getAttribute('href')).toBe('/joinUs');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a.svg');
  });

  it('is typographic without an image and leaves out a missing lead', () => {
    const { container } = render(<PageHero eyebrow="City" title="Hangzhou" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
