import { describe, expect, it } from 'vitest';
import { takeQuote } from './pull-quote';

describe('takeQuote', () => {
  it('lifts the first quotation out of the body', () => {
    expect(
      takeQuote('<p>Founded in 2016.</p><blockquote><p>Light is ink.</p></blockquote><p>Then.</p>'),
    ).toEqual({ body: '<p>Founded in 2016.</p><p>Then.</p>', quote: 'Light is ink.' });
  });

  it('leaves a body without a quotation, or with an empty one, as it was', () => {
    expect(takeQuote('<p>Only text.</p>')).toEqual({ body: '<p>Only text.</p>', quote: '' });
    expect(takeQuote('<blockquote> </blockquote>')).toEqual({
      body: '<blockquote> </blockquote>',
      quote: '',
    });
  });
});
