import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../../testing/i18n';
import type { Niche } from '../api';
import { CategoryChips } from './category-chips';
import { NichePicker } from './niche-picker';

const i18n = i18nForTests();

// The bank's niches as the server lists them: the product's own, and one an import brought.
const niches: Niche[] = [
  { key: 'fashion', label: 'Fashion', count: 120 },
  { key: 'pets', label: 'Pets', count: 40 },
  { key: 'streetwear', label: 'Streetwear', count: 3 },
];

function render(lng: string) {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CategoryChips options={niches} values={['fashion']} onValuesChange={() => undefined} />
      <NichePicker niches={niches} value="" onValueChange={() => undefined} />
    </I18nextProvider>,
  );
}

describe('category chips', () => {
  it("name the product's categories in German and an imported one as it came", () => {
    const german = render('de');
    expect(german).toContain('Mode');
    expect(german).toContain('Haustiere');
    expect(german).toContain('Streetwear');
    expect(german).not.toContain('Fashion');

    const english = render('en');
    expect(english).toContain('Fashion');
    expect(english).toContain('Pets');
  });
});
