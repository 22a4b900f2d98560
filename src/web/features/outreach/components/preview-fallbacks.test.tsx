import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PLATFORM_NAMES, PLATFORMS } from '../../../../common/constants';
import { i18nForTests } from '../../../testing/i18n';
import type { PreviewFallback } from '../api';
import { PreviewFallbacks } from './preview-fallbacks';

const i18n = i18nForTests();

function render(fallbacks: PreviewFallback[], lng = 'en') {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PreviewFallbacks fallbacks={fallbacks} />
    </I18nextProvider>,
  );
}

const brands: PreviewFallback[] = [
  { profileId: 'p1', username: 'travel.studio', platform: 'instagram', fields: ['firstName'] },
  { profileId: 'p2', username: 'fashion.lab', platform: 'tiktok', fields: ['firstName', 'Budget'] },
];

describe("the sequence preview's fallback warning", () => {
  it('names each creator whose field falls back, in English and German', () => {
    const english = render(brands);
    expect(english).toContain('2 creators get a fallback instead of their details:');
    expect(english).toContain('@travel.studio (Instagram): no value for {{firstName}}');
    expect(english).toContain('@fashion.lab (TikTok): no value for {{firstName}}, {{Budget}}');

    const german = render(brands, 'de');
    expect(german).toContain('2 Creator erhalten einen Ersatztext statt eigener Angaben:');
    expect(german).toContain('@travel.studio (Instagram): kein Wert für {{firstName}}');
    expect(render(brands.slice(0, 1), 'de')).toContain('1 Creator erhält einen Ersatztext');
  });

  it('says nothing when every creator has a value', () => {
    expect(render([])).toBe('');
  });

  it("writes platforms as the server's merge fields do, in both languages", () => {
    for (const lng of ['en', 'de']) {
      void i18n.changeLanguage(lng);
      for (const platform of PLATFORMS) {
        expect(i18n.t(`platforms.${platform}`)).toBe(PLATFORM_NAMES[platform]);
      }
    }
  });
});
