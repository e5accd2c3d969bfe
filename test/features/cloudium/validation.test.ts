import { hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import { CUSTOM_SETUP_FEE_CENTS, MANAGED_SERVICE_FEE_CENTS, MINIMUM_AGE, MAXIMUM_AGE } from '@/config/business';
import { cheapestFittingPlan, isStandardPlan } from '@/features/cloudium/domain/cloudium-pricing';
import { DEFAULT_CUSTOM_FORM, validateCustomRequest } from '@/features/cloudium/domain/custom-request.schema';
import { CUSTOM_SLIDERS, isOnSlider } from '@/features/cloudium/domain/custom-server';
import { EMPTY_MANAGED_FORM, validateManagedRequest } from '@/features/cloudium/domain/managed-request.schema';
import { formatEuro } from '@/domain/money';
import { validatePlanRequest } from '@/features/cloudium/domain/plan-request.schema';
import { EMPTY_SUPPORT_REQUEST, validateSupportRequest } from '@/features/cloudium/domain/support.schema';

const FILLED_SUPPORT = { name: 'Lea', email: 'lea@example.org', subject: 'Frage', message: 'Hallo' };

describe('support form validation (docs/product.md#validation)', () => {
  it.each(['name', 'email', 'subject', 'message'] as const)('an empty %s gives the missing-fields message', (field) => {
    for (const empty of ['', '   ']) {
      expect(validateSupportRequest({ ...FILLED_SUPPORT, [field]: empty })).toEqual({
        ok: false,
        message: 'Bitte fülle alle erforderlichen Felder aus.',
      });
    }
  });

  it('accepts a complete request of any length and trims it', () => {
    const long = 'x'.repeat(10_000);
    expect(validateSupportRequest({ ...FILLED_SUPPORT, name: ' Lea ', message: long })).toEqual({
      ok: true,
      value: { ...FILLED_SUPPORT, message: long },
    });
  });

  it('leaves the email format to the browser', () => {
    expect(validateSupportRequest({ ...FILLED_SUPPORT, email: 'kein-at' }).ok).toBe(true);
    expect(validateSupportRequest(EMPTY_SUPPORT_REQUEST).ok).toBe(false);
  });
});

describe('plan request validation', () => {
  const es1 = hostingPlans[0];

  it.each([
    ['no plan', null, 'Nova', 'Kein Paket ausgewählt.'],
    ['no plan and no name', undefined, '', 'Kein Paket ausgewählt.'],
    ['an empty name', es1, '', 'Bitte gib deinen Discord Namen ein.'],
    ['a blank name', es1, '  ', 'Bitte gib deinen Discord Namen ein.'],
  ])('%s is refused', (_case, plan, discordName, message) => {
    expect(validatePlanRequest(plan, { discordName })).toEqual({ ok: false, message });
  });

  it('sends the plan name and price with the trimmed name', () => {
    expect(validatePlanRequest(es1, { discordName: ' nova_fan ' })).toEqual({
      ok: true,
      value: { discordName: 'nova_fan', plan: { name: 'ES1', priceCents: 349 } },
    });
  });
});

describe('managed request validation', () => {
  const base = { ...EMPTY_MANAGED_FORM, discordName: 'nova_fan', game: 'Minecraft' };

  it.each([
    ['an empty name', { discordName: '' }, 'Bitte gib deinen Discord Namen ein.'],
    ['a blank name', { discordName: ' ' }, 'Bitte gib deinen Discord Namen ein.'],
    ['no game', { game: '' }, 'Bitte wähle ein Spiel aus.'],
    ['an unknown game', { game: 'Tetris' }, 'Bitte wähle ein Spiel aus.'],
    ['Andere without a name', { game: 'Andere', otherGame: '' }, 'Bitte gib den Namen des anderen Spiels an.'],
    ['Andere with a blank name', { game: 'Andere', otherGame: '  ' }, 'Bitte gib den Namen des anderen Spiels an.'],
    ['no name and no game (name first)', { discordName: '', game: '' }, 'Bitte gib deinen Discord Namen ein.'],
  ])('%s is refused', (_case, change, message) => {
    expect(validateManagedRequest({ ...base, ...change })).toEqual({ ok: false, message });
  });

  it('sends another game as "Andere: {name}"', () => {
    expect(validateManagedRequest({ ...base, game: 'Andere', otherGame: ' Enshrouded ' })).toEqual({
      ok: true,
      value: { discordName: 'nova_fan', game: 'Andere: Enshrouded', additionalInfo: '' },
    });
  });

  it('ignores the other-game text for a listed game; extra info is optional', () => {
    expect(validateManagedRequest({ ...base, otherGame: 'egal', additionalInfo: ' Mods ' })).toEqual({
      ok: true,
      value: { discordName: 'nova_fan', game: 'Minecraft', additionalInfo: 'Mods' },
    });
  });
});

describe('custom request validation and sliders (docs/product.md#validation)', () => {
  it('uses the slider table of the product rules', () => {
    expect(CUSTOM_SLIDERS).toEqual({
      vCores: { min: 1, max: 16, step: 1, defaultValue: 4 },
      ramGb: { min: 2, max: 64, step: 2, defaultValue: 8 },
      ssdGb: { min: 50, max: 500, step: 10, defaultValue: 100 },
    });
    expect(DEFAULT_CUSTOM_FORM).toMatchObject({ vCores: 4, ramGb: 8, ssdGb: 100 });
  });

  it.each([
    ['vCores', 1, true],
    ['vCores', 16, true],
    ['vCores', 0, false],
    ['vCores', 17, false],
    ['vCores', 2.5, false],
    ['ramGb', 2, true],
    ['ramGb', 64, true],
    ['ramGb', 3, false],
    ['ramGb', 66, false],
    ['ssdGb', 50, true],
    ['ssdGb', 500, true],
    ['ssdGb', 55, false],
    ['ssdGb', 40, false],
    ['ssdGb', 510, false],
  ] as const)('%s = %d is on the slider: %s', (key, value, expected) => {
    expect(isOnSlider(CUSTOM_SLIDERS[key], value)).toBe(expected);
    const result = validateCustomRequest({ ...DEFAULT_CUSTOM_FORM, discordName: 'x', [key]: value });
    expect(result.ok).toBe(expected);
    if (!result.ok) expect(result.message).toBe('Bitte wähle eine gültige Serverkonfiguration.');
  });

  it('requires the Discord name', () => {
    expect(validateCustomRequest({ ...DEFAULT_CUSTOM_FORM, discordName: ' ' })).toEqual({
      ok: false,
      message: 'Bitte gib deinen Discord Namen ein.',
    });
  });
});

describe('pricing (docs/product.md#constants)', () => {
  it('charges 3,50 € per month for managed hosting and 5,00 € once for a custom server', () => {
    expect(formatEuro(MANAGED_SERVICE_FEE_CENTS)).toBe('3,50 €');
    expect(formatEuro(CUSTOM_SETUP_FEE_CENTS)).toBe('5,00 €');
    expect([MINIMUM_AGE, MAXIMUM_AGE]).toEqual([14, 99]);
  });

  it('counts plans with type standard or no type as standard plans', () => {
    expect(isStandardPlan({ type: 'standard' })).toBe(true);
    expect(isStandardPlan({})).toBe(true);
    expect(isStandardPlan({ type: 'managed' as never })).toBe(false);
  });

  it.each([
    [{ vCores: 1, ramGb: 2, ssdGb: 50 }, 'ES2'],
    [{ vCores: 4, ramGb: 8, ssdGb: 100 }, 'ES4'],
    [{ vCores: 6, ramGb: 24, ssdGb: 150 }, 'ES5'],
    [{ vCores: 10, ramGb: 64, ssdGb: 300 }, 'ES8'],
    [{ vCores: 11, ramGb: 2, ssdGb: 50 }, null],
    [{ vCores: 1, ramGb: 2, ssdGb: 310 }, null],
  ])('the cheapest plan for %o is %s', (size, expected) => {
    expect(cheapestFittingPlan(hostingPlans, size)?.name ?? null).toBe(expected);
  });

  it('never suggests a plan that is not standard', () => {
    const onlySpecial = hostingPlans.map((plan) => ({ ...plan, type: 'managed' as never }));
    expect(cheapestFittingPlan(onlySpecial, { vCores: 1, ramGb: 2, ssdGb: 30 })).toBeNull();
  });
});
