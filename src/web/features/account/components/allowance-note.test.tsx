import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLANS_PATH } from '../../../components/ui/upgrade-link';
import { i18nForTests } from '../../../testing/i18n';
import type { Allowance } from '../allowance';
import { AllowanceNote, type SpendMetric } from './allowance-note';

const i18n = i18nForTests();

function render(metric: SpendMetric, allowance: Allowance, lng = 'en') {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AllowanceNote metric={metric} allowance={allowance} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const upgradeLink = (text: string) => new RegExp(`<a [^>]*href="${PLANS_PATH}"[^>]*>${text}</a>`);

describe('the allowance note beside a control that spends', () => {
  it('says how many searches are left before Search is pressed', () => {
    expect(render('searchCount', { kind: 'available', remaining: 12, limit: 20 })).toContain(
      'Uses 1 of your 12 searches left this month.',
    );
    expect(render('searchCount', { kind: 'available', remaining: 1, limit: 20 })).toContain(
      'Uses your last search this month.',
    );
    expect(render('searchCount', { kind: 'unlimited' })).toBe('');
  });

  it('makes the upgrade hint a link to the plans page, in both languages', () => {
    const usedUp = render('searchCount', { kind: 'used-up', limit: 20 });
    expect(usedUp).toContain('You have used all 20 searches of this month.');
    expect(usedUp).toMatch(upgradeLink('Upgrade your plan'));
    expect(render('exports', { kind: 'not-included' })).toMatch(upgradeLink('Upgrade your plan'));
    expect(render('teamSeats', { kind: 'used-up', limit: 2 }, 'de')).toMatch(
      upgradeLink('Upgraden Sie Ihren Tarif'),
    );
  });
});
