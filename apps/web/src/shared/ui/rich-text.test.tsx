import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasText, RichText } from './rich-text';

describe('RichText', () => {
  it('renders paragraphs, subheads and quotes, and never a script or a handler', () => {
    const { container } = render(
      <RichText html='<h3>Who</h3><p onclick="x()">Creators</p><blockquote>Make</blockquote><script>window.bad = 1</script>' />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Who' })).toBeTruthy();
    expect(screen.getByText('Creators').getAttribute('onclick')).toBeNull();
    expect(container.querySelector('blockquote')?.textContent).toBe('Make');
    expect(container.querySelector('script')).toBeNull();
  });

  it('tells text from empty markup', () => {
    expect(hasText('<p> </p><br>')).toBe(false);
    expect(hasText('<p>2016</p>')).toBe(true);
  });
});
