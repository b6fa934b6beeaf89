import { describe, expect, it } from 'vitest';
import { grossOfCatalogue, grossOfNet, netOfGross } from '../../domain/vat.ts';

describe('VAT splits (integer cents, half-up on the cent)', () => {
  it.each([
    // gross, rate, net
    [11900, 19, 10000],
    [1290, 19, 1084], // 1084.03…
    [1000, 7, 935], // 934.58… rounds up
    [10810, 8.1, 10000],
    [0, 19, 0],
  ])('netOfGross(%i, %s) = %i', (gross, rate, net) => {
    expect(netOfGross(gross, rate)).toBe(net);
  });

  it.each([
    [10000, 19, 11900],
    [1084, 19, 1290], // 1289.96 rounds up
    [935, 7, 1000], // 1000.45 rounds down
    [10000, 8.1, 10810],
  ])('grossOfNet(%i, %s) = %i', (net, rate, gross) => {
    expect(grossOfNet(net, rate)).toBe(gross);
  });

  it.each([
    [1290, { vatRate: 19, pricesIncludeTax: true }, 1290],
    [1084, { vatRate: 19, pricesIncludeTax: false }, 1290],
    [1000, { vatRate: 8.1, pricesIncludeTax: false }, 1081],
  ])('grossOfCatalogue(%i, %o) = %i', (cents, tax, gross) => {
    expect(grossOfCatalogue(cents, tax)).toBe(gross);
  });
});
