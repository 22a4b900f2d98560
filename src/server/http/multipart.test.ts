import { describe, expect, it } from 'vitest';
import { unstorableTextProblem } from './multipart';

describe('unstorableTextProblem', () => {
  it('refuses text PostgreSQL would refuse: a NUL character or a lone surrogate', () => {
    expect(String(unstorableTextProblem('a\u0000b'))).toMatch(/NUL/);
    expect(String(unstorableTextProblem('high \uD800 alone'))).toMatch(/Unicode/);
    expect(String(unstorableTextProblem('low \uDC00 alone'))).toMatch(/Unicode/);
    expect(String(unstorableTextProblem('ends high \uD83D'))).toMatch(/Unicode/);
  });

  it('accepts any other text, paired surrogates (emoji) included', () => {
    for (const text of ['', 'Contract', 'März 😀 ☃', '\uFFFD', 'tab\tand\nline']) {
      expect(unstorableTextProblem(text)).toBeNull();
    }
  });
});
