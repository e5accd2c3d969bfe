import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { BESTSELLER_PLAN, hostingPlans } from '@/features/cloudium/content/cloudium-plans.content';
import { formatEuro } from '@/domain/money';

describe('hosting plans (docs/product.md#community-data)', () => {
  it.each([
    ['ES1', 1, '1 vCore', 2, 30, '3,49 €'],
    ['ES2', 2, '2 vCores', 4, 50, '4,99 €'],
    ['ES3', 4, '4 vCores', 8, 75, '8,99 €'],
    ['ES4', 4, '4 vCores', 16, 100, '13,99 €'],
    ['ES5', 6, '6 vCores', 24, 150, '23,99 €'],
    ['ES6', 6, '6 vCores', 32, 200, '29,99 €'],
    ['ES7', 8, '8 vCores', 48, 250, '39,99 €'],
    ['ES8', 10, '10 vCores', 64, 300, '52,99 €'],
  ])('%s has %i vCores (%s), %i GB RAM, %i GB SSD for %s', (name, vCores, vCoresLine, ram, ssd, price) => {
    const plan = hostingPlans.find((candidate) => candidate.name === name);
    expect(plan).toBeDefined();
    expect(plan).toMatchObject({ vCores, ramGb: ram, ssdGb: ssd, type: 'standard' });
    expect(formatEuro(plan?.priceCents ?? 0)).toBe(price);
    // Hardware first, support last; what every plan includes sits between (the same lines in every plan, below).
    const features = plan?.features ?? [];
    expect(features.slice(0, 3)).toEqual([vCoresLine, `${ram} GB RAM`, `${ssd} GB NVMe SSD`]);
    expect(features.at(-1)).toBe(name === 'ES8' ? 'Ultimativer Support' : 'Prioritäts-Support');
  });

  it('every plan includes the same five lines: network, DDoS protection, location, addresses, traffic', () => {
    const included = hostingPlans.map((plan) => plan.features.slice(3, -1));
    expect(new Set(included.map((lines) => JSON.stringify(lines))).size).toBe(1);
    expect(included[0]).toHaveLength(5);
    expect(included[0]).toEqual(
      expect.arrayContaining(['DDoS-Schutz', 'Standort Deutschland', 'Unbegrenzter Traffic (Fair Use)']),
    );
  });

  it('lists exactly the eight plans in order, with ES6 as the bestseller', () => {
    expect(hostingPlans.map((plan) => plan.name)).toEqual(['ES1', 'ES2', 'ES3', 'ES4', 'ES5', 'ES6', 'ES7', 'ES8']);
    expect(BESTSELLER_PLAN).toBe('ES6');
  });
});

describe('supported games', () => {
  it('has the 13 games of the product rules, ending with Andere, each with an icon', () => {
    expect(supportedGames.map((game) => game.name)).toEqual([
      'Minecraft',
      'Valheim',
      'ARK: Survival Evolved',
      'Rust',
      'Counter-Strike 2',
      'Terraria',
      'Factorio',
      'Satisfactory',
      'Palworld',
      'Sons of the Forest',
      'Arma 3',
      "Garry's Mod",
      OTHER_GAME,
    ]);
    expect(new Set(supportedGames.map((game) => game.icon)).size).toBe(13);
  });
});

describe('page copy', () => {
  it('has four benefit cards on the topics of the product rules', () => {
    const texts = cloudiumContent.benefits.map((benefit) => `${benefit.title} ${benefit.text}`);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(/AMD.EPYC.*NVMe/);
    expect(texts[1]).toMatch(/Managed.*Panel/);
    expect(texts[2]).toMatch(/Flexible Pakete.*individuelle/i);
    expect(texts[3]).toMatch(/Deutschland.*DDoS/);
  });

  it('answers the four FAQ topics of the product rules', () => {
    const answers = cloudiumContent.faq.map((entry) => entry.answer);
    expect(answers).toHaveLength(4);
    expect(answers[0]).toMatch(/weniger Minuten.*Managed- und Custom-Server brauchen etwas länger/);
    expect(answers[1]).toMatch(/individuell über Discord.*PayPal und Kreditkarte sind in Planung/);
    expect(answers[2]).toMatch(/jederzeit/);
    expect(answers[3]).toMatch(/DDoS-Schutz/);
  });

  it('uses the exact texts of the product rules', () => {
    expect(cloudiumContent.plans.empty).toBe('Keine Hosting-Pakete verfügbar.');
    expect(cloudiumContent.plans.managed.price).toBe('Individuell');
    expect(cloudiumContent.plans.custom.price).toBe('Maßgeschneidert');
    expect(cloudiumContent.support.title).toBe('Cloudium Support-Center');
    expect(cloudiumContent.support.submitting).toBe('Sende...');
    expect(cloudiumContent.overview.plansButton).toBe('Pakete ansehen');
    expect(cloudiumContent.overview.supportButton).toBe('Support kontaktieren');
    expect(cloudiumContent.plans.choose).toBe('Paket wählen');
    expect(cloudiumContent.dialogs.cancel).toBe('Abbrechen');
    expect(cloudiumContent.dialogs.send).toBe('Anfrage senden');
  });
});
