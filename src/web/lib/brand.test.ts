import { describe, expect, it } from 'vitest';
import { replaceBrandWords } from './brand';

describe('replaceBrandWords', () => {
  it('puts the agency name in place of the product name', () => {
    expect(replaceBrandWords('Reachbase could not save', 'Acme')).toBe('Acme could not save');
    expect(replaceBrandWords('Reachbase could not save', null)).toBe('Reachbase could not save');
  });

  it("keeps an agency name with replacement patterns ($& $` $') as written", () => {
    expect(replaceBrandWords('Ask Reachbase now', "A$&B$`C$'D")).toBe("Ask A$&B$`C$'D now");
  });
});
