import { expect, test } from '@playwright/test';

// The product page against the real server (fresh, seeded database): reviews, up-sells, writing a
// review, and the out-of-stock modal. Every test runs on the desktop and the phone project.

test('the product page shows the rating, the reviews with their breakdown and the up-sells', async ({
  page,
}) => {
  await page.goto('/de/pro-magnesium-1-monat/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pro Magnesium 1 Monat' })).toBeVisible();
  // The rating near the title links to the reviews section.
  const ratingLink = main.getByRole('link', { name: /\(\d+ Bewertungen\)/ });
  await expect(ratingLink).toHaveAttribute('href', '#reviews');

  const upsells = main.getByRole('region', { name: 'Das könnte Sie auch interessieren' });
  await expect(upsells.getByRole('article')).toHaveCount(2);
  await expect(upsells.getByRole('link', { name: 'Pro Magnesium 3 Monate' })).toHaveAttribute(
    'href',
    '/de/pro-magnesium-3-monate/',
  );

  const reviews = main.getByRole('region', { name: 'Kundenbewertungen' });
  await ratingLink.click();
  await expect(reviews).toBeInViewport();
  await expect(reviews.getByText(/^\d,\d \/ 5$/)).toBeVisible();
  await expect(
    reviews.getByRole('list', { name: 'Verteilung der Bewertungen' }).getByRole('meter'),
  ).toHaveCount(5);
  const total = Number(
    (await reviews.getByText(/^Basierend auf \d+ Bewertungen$/).textContent())?.match(/\d+/)?.[0],
  );
  expect(total).toBeGreaterThan(5);
  const list = reviews.getByRole('list', { name: 'Bewertungen' });
  await expect(list.getByRole('article')).toHaveCount(5);
  await expect(
    list
      .getByRole('article')
      .first()
      .getByText(/\d{1,2}\. \p{L}+ \d{4}/u),
  ).toBeVisible();
  await reviews.getByRole('button', { name: 'Weitere Bewertungen anzeigen' }).click();
  await expect(list.getByRole('article')).toHaveCount(Math.min(total, 10));
});

test('a shopper writes a review; it waits for moderation', async ({ page }, testInfo) => {
  await page.goto('/en/vitamin-c-powder-1-month/');
  const reviews = page.getByRole('main').getByRole('region', { name: 'Customer reviews' });
  // The seeded product has approved reviews: wait until they are shown before counting them.
  const shown = reviews.getByRole('list', { name: 'Reviews' }).getByRole('article');
  await expect(shown.first()).toBeVisible();
  const count = await shown.count();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please choose a rating')).toBeVisible();
  // The stars are radio buttons drawn as stars: click the fourth star (its label).
  await form.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Nickname').fill(`Tester ${testInfo.project.name}`);
  await form.getByLabel('Title').fill('Dissolves quickly');
  await form.getByLabel('Your review').fill('I take it every morning in orange juice.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByRole('status')).toContainText('submitted for moderation');
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Customer reviews' }).getByRole('article'),
  ).toHaveCount(count);
});

test('buying an out-of-stock product opens the out-of-stock modal with alternatives and the alert form', async ({
  page,
}, testInfo) => {
  await page.goto('/de/eisen-komplex-6-monate/');
  const main = page.getByRole('main');
  await expect(main.getByText('Ausverkauft').first()).toBeVisible();
  await main.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Eisen Komplex 6 Monate' });
  await expect(modal.getByText('Dieses Produkt ist derzeit nicht vorrätig.', { exact: false })).toBeVisible();
  const alternatives = modal.getByRole('region', { name: 'Sofort lieferbare Alternativen' });
  await expect(alternatives.getByRole('link', { name: /Eisen Komplex 1 Monat/ })).toHaveAttribute(
    'href',
    '/de/eisen-komplex-1-monat/',
  );
  await expect(alternatives.getByRole('link', { name: /Eisen Komplex 3 Monate/ })).toBeVisible();

  const form = modal.getByRole('form', { name: 'Benachrichtigen, sobald verfügbar' });
  await form.getByLabel('E-Mail').fill('keine-adresse');
  await form.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  const email = `alert-${testInfo.project.name}@example.de`;
  await form.getByLabel('E-Mail').fill(email);
  await form.getByRole('button', { name: 'Benachrichtigen' }).click();
  await expect(modal.getByRole('status')).toContainText(`Wir schreiben an ${email}`);

  // An alternative leads to its page and closes the modal.
  await alternatives.getByRole('link', { name: /Eisen Komplex 1 Monat/ }).click();
  await expect(page).toHaveURL(/\/de\/eisen-komplex-1-monat\/$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('every product page shows its supplement facts: by URL key, by SKU, a family, a sold-out pack, both languages', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same on every device');
  const pages = {
    de: ['/de/pro-magnesium-1-monat/', '/de/p/ZINK-1M/', '/de/pro-magnesium/', '/de/eisen-komplex-6-monate/'],
    en: ['/en/pro-magnesium-1-month/', '/en/p/ZINK-1M/', '/en/pro-magnesium/', '/en/iron-complex-6-months/'],
  };
  for (const [lang, urls] of Object.entries(pages)) {
    const heading = lang === 'de' ? 'Nährstoffe und Zutaten' : 'Nutrients and ingredients';
    for (const url of urls) {
      await page.goto(url);
      const facts = page.getByRole('main').getByRole('region', { name: heading });
      await expect(facts, url).toBeVisible();
      // The nutrients per daily dose, with at least one row.
      await expect(facts.getByRole('table').getByRole('row').nth(1), url).toBeVisible();
    }
  }
});
