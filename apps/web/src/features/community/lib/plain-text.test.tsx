import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainText } from './plain-text';

describe('PlainText', () => {
  it('shows markup as text and links only http and https addresses', () => {
    const { container } = render(
      <PlainText
        text={
          '<script>alert(1)</script> and <img src=x onerror=alert(2)>\n\n' +
          'See https://atelier.example/works?id=1. Not javascript:alert(3) nor ftp://x.'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(2)>');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://atelier.example/works?id=1');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});
