import { describe, expect, it } from 'vitest';
import { contentSourceLabel } from './content-rules';

describe('contentSourceLabel', () => {
  it('names where a content came from', () => {
    expect(contentSourceLabel('connected')).toBe('connected');
    expect(contentSourceLabel('bank')).toBe('provider');
    expect(contentSourceLabel('tracking')).toBe('provider');
    expect(contentSourceLabel('upload')).toBe('manual');
  });
});
