import { describe, expect, it } from 'vitest';
import { currentNavItem } from './nav-items';

describe('currentNavItem', () => {
  it('finds the section of a page and of the pages under it', () => {
    expect(currentNavItem('/discover')?.labelKey).toBe('nav.discover');
    expect(currentNavItem('/lists/0190a1b2-0000-7000-8000-000000000000')?.labelKey).toBe(
      'lists.nav',
    );
    expect(currentNavItem('/campaigns/abc')?.labelKey).toBe('campaigns.nav');
  });

  it('does not take a longer name for a section', () => {
    expect(currentNavItem('/content-plans')).toBeNull();
    expect(currentNavItem('/profile-bank')?.to).toBe('/profile-bank');
  });

  it('finds no section outside the navigation', () => {
    expect(currentNavItem('/settings/team')).toBeNull();
    expect(currentNavItem('/')).toBeNull();
  });
});
