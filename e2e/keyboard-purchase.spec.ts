import { expect, test } from '@playwright/test';
import { tabTo, typeInto } from './keyboard-helpers.ts';

// A purchase by keyboard only, from the home page to the thank-you page: Tab, Shift+Tab, Enter,
// Space, Escape and the arrow keys, typing into the field that has focus. After every step the
// test says where focus is, as a keyboard or screen-reader user would find it. English on the
// desktop, German on the phone.

test.describe.configure({ timeout: 180_000 });

const texts = {
  en: {
    home: '/en/',
    privacy: 'Your privacy',
    productLink: /Pro Magnesium/,
    product: 'Pro Magnesium',
    add: 'Add to Cart',
    toCart: 'Proceed to cart',
    cart: 'Your shopping cart',
    toCheckout: 'Proceed to checkout',
    checkout: 'Checkout',
    emailRegion: 'Your email address',
    email: 'Email',
    guest: 'Continue as guest',
    shipping: 'Shipping address',
    fields: {
      'First name': 'Erika',
      'Last name': 'Mustermann',
      'Street and house number': 'Musterstraße 1',
      Postcode: '10115',
      City: 'Berlin',
      Phone: '030 123456',
    },
    saveShipping: 'Save shipping address',
    method: /Standard/,
    billing: 'Billing address',
    useShipping: 'Use the shipping address',
    payment: 'Payment method',
    invoice: 'Invoice',
    review: 'Review and order',
    order: 'Order with obligation to pay',
    thanks: 'Thank you for your order',
  },
  de: {
    home: '/de/',
    privacy: 'Ihre Privatsphäre',
    productLink: /Pro Magnesium/,
    product: 'Pro Magnesium',
    add: 'In den Warenkorb',
    toCart: 'Zum Warenkorb',
    cart: 'Ihr Warenkorb',
    toCheckout: 'Zur Kasse',
    checkout: 'Kasse',
    emailRegion: 'Ihre E-Mail-Adresse',
    email: 'E-Mail',
    guest: 'Als Gast fortfahren',
    shipping: 'Lieferadresse',
    fields: {
      Vorname: 'Erika',
      Nachname: 'Mustermann',
      'Straße und Hausnummer': 'Musterstraße 1',
      Postleitzahl: '10115',
      Ort: 'Berlin',
      Telefon: '030 123456',
    },
    saveShipping: 'Lieferadresse speichern',
    method: /Standardversand/,
    billing: 'Rechnungsadresse',
    useShipping: 'Lieferadresse verwenden',
    payment: 'Zahlungsart',
    invoice: 'Rechnung',
    review: 'Prüfen und bestellen',
    order: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung',
  },
};

test('a guest buys a product with the keyboard only, from home to the thank-you page', async ({
  page,
}, testInfo) => {
  const lang = testInfo.project.name === 'phone' ? 'de' : 'en';
  const w = texts[lang];
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });

  // Home: the consent banner is the first stop; Escape declines it.
  await page.goto(w.home);
  const banner = page.getByRole('region', { name: w.privacy });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);

  // A product teaser on the home page, then Enter: the product page's h1 has focus.
  const productLink = main.getByRole('link', { name: w.productLink }).first();
  await tabTo(page, productLink);
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText(new RegExp(`^${w.product}`));
  await expect(h1).toBeFocused();

  // The purchase modal: focus moves into it; Escape closes it and focus returns to the opener.
  const opener = main.getByRole('button', { name: w.add, exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('radio').first()).toBeChecked();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Open again with Space, add with Enter: focus stays in the dialog, then on to the cart.
  await page.keyboard.press('Space');
  await expect(modal.getByRole('radio').first()).toBeChecked();
  const addButton = modal.getByRole('button', { name: new RegExp(`^${w.add} · `) });
  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  const toCart = modal.getByRole('link', { name: w.toCart });
  await expect(toCart).toBeVisible();
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, toCart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/cart/$`));
  await expect(h1).toHaveText(w.cart);
  await expect(h1).toBeFocused();
  await expect(main.getByRole('listitem', { name: w.product })).toBeVisible();

  // Cart → checkout.
  await tabTo(page, main.getByRole('link', { name: w.toCheckout }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/$`));
  await expect(h1).toHaveText(w.checkout);
  await expect(h1).toBeFocused();

  // Email as a guest: Enter in the field sends the form; focus stays in the field.
  const emailRegion = page.getByRole('region', { name: w.emailRegion });
  const emailField = emailRegion.getByLabel(w.email);
  await typeInto(page, emailField, `tastatur-${testInfo.project.name}@example.com`);
  await page.keyboard.press('Enter');
  const shipping = page.getByRole('region', { name: w.shipping });
  await expect(shipping).toBeVisible();
  await expect(emailField).toBeFocused();

  // The shipping address, field by field; saving it moves focus to the shipping methods.
  for (const [label, value] of Object.entries(w.fields))
    await typeInto(page, shipping.getByLabel(label, { exact: true }), value);
  await tabTo(page, shipping.getByRole('button', { name: w.saveShipping }));
  await page.keyboard.press('Enter');
  const method = shipping.getByRole('radio', { name: w.method });
  await expect(method).toBeVisible();
  await expect(shipping.getByRole('radio').first()).toBeFocused();
  await expect(shipping.getByRole('radio').first()).toHaveAccessibleName(w.method);
  // Arrow keys pick a method in the radio group; focus stays on the radio while it is saved.
  const radios = shipping.getByRole('radio');
  const idle = page.getByRole('main').locator('[aria-busy="false"]');
  if ((await radios.count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(idle).toHaveCount(1);
    await expect(radios.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(idle).toHaveCount(1);
  }
  await page.keyboard.press('Space');
  await expect(method).toBeChecked();
  await expect(method).toBeFocused();

  // Billing: the shipping address is used; focus stays on a control of the billing section.
  const billing = page.getByRole('region', { name: w.billing });
  const useShipping = billing.getByRole('button', { name: w.useShipping });
  await tabTo(page, useShipping);
  await page.keyboard.press('Enter');
  await expect(billing.getByText('Musterstraße 1')).toBeVisible();
  await expect(useShipping).toBeFocused();

  // Payment by invoice with the arrow keys.
  const payment = page.getByRole('region', { name: w.payment });
  const invoice = payment.getByRole('radio', { name: w.invoice });
  await tabTo(page, payment.getByRole('radio').first());
  for (let i = 0; i < 6 && !(await invoice.isChecked()); i++) {
    await page.keyboard.press('ArrowDown');
    // The radio the arrow moved to is chosen and keeps focus while the choice is saved.
    await expect(payment.locator('input[type=radio]:focus')).toBeChecked();
    await expect(page.getByRole('main').locator('[aria-busy="false"]')).toHaveCount(1);
  }
  await expect(invoice).toBeChecked();
  await expect(invoice).toBeFocused();

  // Terms with Space, then the order button with Enter.
  const review = page.getByRole('region', { name: w.review });
  const terms = review.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, review.getByRole('button', { name: w.order }));
  await page.keyboard.press('Enter');

  // The thank-you page's h1 has focus.
  await expect(h1).toHaveText(w.thanks, { timeout: 20_000 });
  await expect(h1).toBeFocused();
  await expect(main.locator('strong').filter({ hasText: /^1\d{9}$/ })).toBeVisible();
});
