import { COMMODITY_GROUPS, CONTACT_ROLES, commodityGroup, splitCommodities } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_COUNT, generateDemoNetwork, seededRandom } from './demo-network.ts';

describe('the demo network', () => {
  const network = generateDemoNetwork(7);

  it('is the same for the same seed and different for another', () => {
    expect(generateDemoNetwork(7)).toEqual(network);
    expect(generateDemoNetwork(8).map((c) => c.fullName)).not.toEqual(network.map((c) => c.fullName));
    const a = seededRandom(1);
    const b = seededRandom(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('has at least 240 contacts with unique names', () => {
    expect(network.length).toBe(DEMO_CONTACT_COUNT);
    expect(DEMO_CONTACT_COUNT).toBeGreaterThanOrEqual(240);
    expect(new Set(network.map((c) => c.fullName)).size).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.95);
  });

  it('covers every role, every legend group and many hubs and countries', () => {
    const roles = new Set(network.map((c) => c.role));
    for (const role of CONTACT_ROLES.filter((r) => r !== 'Other')) expect(roles).toContain(role);
    // Other is saved as the custom role typed in its place.
    expect([...roles].some((r) => !(CONTACT_ROLES as readonly string[]).includes(r))).toBe(true);
    const groups = new Set(network.flatMap((c) => splitCommodities(c.commodities).map(commodityGroup)));
    expect([...groups].sort()).toEqual([...COMMODITY_GROUPS].sort());
    const countries = new Set(network.map((c) => c.hub.location.split(', ').at(-1)));
    expect(countries.size).toBeGreaterThanOrEqual(15);
    for (const hub of ['Geneva, Switzerland', 'Singapore, Singapore', 'Rotterdam, Netherlands', 'São Paulo, Brazil', 'Tokyo, Japan']) {
      expect(network.some((c) => c.hub.location === hub)).toBe(true);
    }
  });

  it('gives each contact a company, title, e-mail at the company, notes and dates in order', () => {
    for (const c of network) {
      expect(c.company.length).toBeGreaterThan(3);
      expect(c.title.length).toBeGreaterThan(3);
      expect(c.email).toMatch(/^[a-z]+\.[a-z]+@[a-z0-9]+\.[a-z.]+$/);
      expect(splitCommodities(c.commodities).length).toBeGreaterThanOrEqual(1);
      expect(c.updatedAt.getTime()).toBeGreaterThanOrEqual(c.createdAt.getTime());
    }
    expect(network.filter((c) => c.notes.length > 20).length).toBeGreaterThan(DEMO_CONTACT_COUNT * 0.7);
  });
});
