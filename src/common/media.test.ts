import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_WIDTHS,
  assetUrl,
  buildImageUrl,
  DEFAULT_IMAGE_QUALITY,
  isAllowedImageWidth,
} from './media';

describe('ALLOWED_IMAGE_WIDTHS', () => {
  it('holds image sizes and device widths in ascending order', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([
      16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
    ]);
  });
});

describe('isAllowedImageWidth', () => {
  it('accepts listed widths and refuses others', () => {
    expect(isAllowedImageWidth(16)).toBe(true);
    expect(isAllowedImageWidth(3840)).toBe(true);
    expect(isAllowedImageWidth(0)).toBe(false);
    expect(isAllowedImageWidth(641)).toBe(false);
    expect(isAllowedImageWidth(Number.NaN)).toBe(false);
  });
});

describe('buildImageUrl', () => {
  it('builds the optimiser URL with default quality 75', () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    expect(buildImageUrl('https://cdn.example.com/logo.png', 640)).toBe(
      '/api/v1/media/image?url=https%3A%2F%2Fcdn.example.com%2Flogo.png&w=640&q=75',
    );
  });

  it('encodes the source URL with its own query string', () => {
    expect(buildImageUrl('https://cdn.example.com/a b.png?x=1&y=2', 32, 90)).toBe(
      '/api/v1/media/image?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.png%3Fx%3D1%26y%3D2&w=32&q=90',
    );
  });

  it('accepts the smallest and largest widths and qualities 1 and 100', () => {
    expect(buildImageUrl('/a.png', 16, 1)).toBe('/api/v1/media/image?url=%2Fa.png&w=16&q=1');
    expect(buildImageUrl('/a.png', 3840, 100)).toBe(
      '/api/v1/media/image?url=%2Fa.png&w=3840&q=100',
    );
  });

  it('throws on a width that is not in the list', () => {
    expect(() => buildImageUrl('/a.png', 500)).toThrow(RangeError);
    expect(() => buildImageUrl('/a.png', 0)).toThrow(RangeError);
    expect(() => buildImageUrl('/a.png', -640)).toThrow(RangeError);
    expect(() => buildImageUrl('/a.png', Number.NaN)).toThrow(RangeError);
  });

  it('throws on a quality outside 1 to 100 or not an integer', () => {
    expect(() => buildImageUrl('/a.png', 640, 0)).toThrow(RangeError);
    expect(() => buildImageUrl('/a.png', 640, 101)).toThrow(RangeError);
    expect(() => buildImageUrl('/a.png', 640, 75.5)).toThrow(RangeError);
  });
});

describe('assetUrl', () => {
  it('appends the change time in milliseconds as t', () => {
    expect(
      assetUrl(
        'https://storage.example.com/org-1',
        'favicon.png',
        new Date('2026-01-01T00:00:00Z'),
      ),
    ).toBe('https://storage.example.com/org-1/favicon.png?t=1767225600000');
  });

  it('accepts the change time as milliseconds or an ISO string', () => {
    expect(assetUrl('https://s.example.com', 'logo.svg', 1_767_225_600_000)).toBe(
      'https://s.example.com/logo.svg?t=1767225600000',
    );
    expect(assetUrl('https://s.example.com', 'logo.svg', '2026-01-01T00:00:00.000Z')).toBe(
      'https://s.example.com/logo.svg?t=1767225600000',
    );
    expect(assetUrl('https://s.example.com', 'logo.svg', 0)).toBe(
      'https://s.example.com/logo.svg?t=0',
    );
  });

  it('joins base and file name with exactly one slash', () => {
    expect(assetUrl('https://s.example.com/', '/logo.svg', 5)).toBe(
      'https://s.example.com/logo.svg?t=5',
    );
    expect(assetUrl('https://s.example.com//', 'logo.svg', 5)).toBe(
      'https://s.example.com/logo.svg?t=5',
    );
  });

  it('encodes each path segment but keeps the slashes', () => {
    expect(assetUrl('https://s.example.com', 'org 1/my logo#2.png', 5)).toBe(
      'https://s.example.com/org%201/my%20logo%232.png?t=5',
    );
  });

  it('leaves t out when the change time is missing or invalid', () => {
    expect(assetUrl('https://s.example.com', 'logo.svg')).toBe('https://s.example.com/logo.svg');
    expect(assetUrl('https://s.example.com', 'logo.svg', null)).toBe(
      'https://s.example.com/logo.svg',
    );
    expect(assetUrl('https://s.example.com', 'logo.svg', 'not a date')).toBe(
      'https://s.example.com/logo.svg',
    );
  });

  it('throws on an empty file name', () => {
    expect(() => assetUrl('https://s.example.com', '')).toThrow(RangeError);
    expect(() => assetUrl('https://s.example.com', '/')).toThrow(RangeError);
  });
});
