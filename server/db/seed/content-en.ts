import { pagePath } from '../../content/site.ts';
import {
  accordion,
  articleCard,
  contentImage,
  type LanguageContent,
  type PageSeed,
  menuProductCards,
  type SeedCatalog,
  text,
} from './content-model.ts';
import { scheduledEvents } from './content-events.ts';

// The English site: the same pages as content-de.ts (matched by translationKey), written
// for customers in the EU and Switzerland who prefer English.

const company = `<p><strong>VitalShop GmbH</strong><br>Lindenallee 24<br>79100 Freiburg im Breisgau<br>Germany</p>`;

const articleMagnesium: PageSeed = {
  slug: 'knowledge/magnesium-for-muscles-and-nerves',
  translationKey: 'article-magnesium',
  kind: 'article',
  publishedAt: '2026-10-14',
  title: 'Magnesium for muscles and nerves',
  description:
    'What your body needs magnesium for, how much you need each day and which magnesium compounds are well absorbed.',
  elements: [
    {
      type: 'hero',
      content: {
        header: 'Magnesium for muscles and nerves',
        subheader: 'A mineral with more than 300 jobs',
        image: contentImage('wissen-magnesium', 'Magnesium-rich foods: nuts, seeds and wholegrains'),
        link: null,
        linkText: null,
      },
    },
    text(
      'Why magnesium matters',
      '<p>Magnesium is involved in more than 300 enzymatic reactions in the body. It contributes to normal muscle function, to the normal functioning of the nervous system and to the reduction of tiredness and fatigue.</p><p>The German Nutrition Society (DGE) estimates that adults need 300 to 350 mg a day. Intensive exercise, heavy sweating or pregnancy can raise that need.</p>',
    ),
    text(
      'Which compound is right for you?',
      '<p>Organic compounds such as <strong>magnesium citrate</strong> and <strong>magnesium bisglycinate</strong> are well absorbed and gentle on the stomach. Magnesium oxide contains a lot of magnesium per gram but is absorbed less well.</p><ul><li>Citrate: quickly available, ideal after exercise</li><li>Bisglycinate: particularly well tolerated, good in the evening</li></ul><p>Split larger amounts into two servings a day so that your gut can absorb more of it.</p>',
    ),
  ],
};

const articleVitaminD: PageSeed = {
  slug: 'knowledge/vitamin-d-in-winter',
  translationKey: 'article-vitamin-d',
  kind: 'article',
  publishedAt: '2026-11-05',
  title: 'Vitamin D in winter',
  description:
    'Why the sun in Central Europe hardly produces any vitamin D from October to March, and how to get through the dark season.',
  elements: [
    {
      type: 'hero',
      content: {
        header: 'Vitamin D in winter',
        subheader: 'When the sun sits too low',
        image: contentImage('wissen-vitamin-d', 'A walk in the winter sun'),
        link: null,
        linkText: null,
      },
    },
    text(
      'The sun as the main source',
      '<p>The body makes around 80 to 90 per cent of its vitamin D itself when UVB light reaches the skin. North of the 42nd parallel – all of Germany and Switzerland – the light from October to March is hardly strong enough.</p><p>Vitamin D contributes to the maintenance of normal bones and to the normal function of the immune system.</p>',
    ),
    text(
      'Combining vitamin D3 and K2',
      '<p>Vitamin K2 contributes to the maintenance of normal bones. Many customers therefore take both vitamins together, ideally with a meal that contains some fat.</p><p>Have your doctor measure your vitamin D level (25-OH-D) before taking high doses.</p>',
    ),
  ],
};

const articleOmega3: PageSeed = {
  slug: 'knowledge/omega-3-epa-and-dha',
  translationKey: 'article-omega-3',
  kind: 'article',
  publishedAt: '2026-09-02',
  title: 'Omega-3: EPA and DHA explained',
  description:
    'What the omega-3 fatty acids EPA and DHA do, where they are found and what to look for in fish oil.',
  elements: [
    text(
      'Two fatty acids, many jobs',
      '<p>EPA and DHA contribute to the normal function of the heart (with a daily intake of 250 mg). DHA also contributes to the maintenance of normal brain function and normal vision.</p><p>Nutrition societies recommend one to two portions of oily sea fish a week. If you rarely eat fish, fish oil or algae oil is an alternative.</p>',
    ),
    text(
      'What to look for in fish oil',
      '<ul><li>A high EPA and DHA content per capsule</li><li>A low oxidation value (TOTOX)</li><li>Fish from sustainable fisheries, certified by MSC or Friend of the Sea</li><li>Tested for heavy metals and environmental contaminants</li></ul>',
    ),
  ],
};

const newsSavingsPlan: PageSeed = {
  slug: 'news/savings-plan-now-quarterly',
  translationKey: 'news-savings-plan-quarterly',
  kind: 'news',
  publishedAt: '2026-11-12',
  title: 'Savings plan now also quarterly',
  description:
    'From now on we can deliver your savings plan every three months – with three packs per delivery.',
  elements: [
    text(
      null,
      '<p>Many of you asked for it: besides monthly delivery, you can now choose <strong>quarterly delivery</strong> for your savings plan. You then receive three products in one parcel every three months – less packaging and fewer trips.</p><p>As before, the savings plan saves you about 10% compared with a one-time purchase, plus another 5% from 5 items. After two deliveries you can cancel at any time.</p>',
    ),
  ],
};

const newsLogistics: PageSeed = {
  slug: 'news/new-logistics-centre-in-freiburg',
  translationKey: 'news-logistics-centre',
  kind: 'news',
  publishedAt: '2026-10-01',
  title: 'New logistics centre in Freiburg',
  description: 'With our new warehouse in Freiburg-Hochdorf we ship orders faster and with less packaging.',
  elements: [
    text(
      null,
      '<p>Since October, every order is packed and shipped from our new logistics centre in Freiburg-Hochdorf. Orders received by 2 pm on a working day leave the building the same day.</p><p>Our shipping boxes are made from 100% recycled paper, and we only use paper as filling material.</p>',
    ),
  ],
};

const events = scheduledEvents('en', 'events', {
  'webinar-magnesium-praxis': {
    title: 'Magnesium in practice: compounds and dosage',
    teaserText:
      'Which magnesium compound for which patient? A webinar for pharmacies and practices, followed by Q&A.',
    location: 'Online',
  },
  'fortbildung-schwangerschaft': {
    title: 'Micronutrients in pregnancy and breastfeeding',
    teaserText:
      'A one-day training on folate, iodine, iron and DHA – with case studies from everyday advice.',
    location: 'Freiburg im Breisgau, VitalShop Academy',
    imageAlt: 'Seminar room of the VitalShop Academy',
  },
  'webinar-vitamin-d-studienlage': {
    title: 'Vitamin D: what does the research say?',
    teaserText: 'Recent studies on vitamin D and K2, summed up in 60 minutes.',
    location: 'Online',
  },
  'messe-vitalforum-2027': {
    title: 'VitalForum Karlsruhe 2027',
    teaserText:
      'Visit us at stand C14: new products, samples and conversations with our specialist advisers.',
    location: 'Messe Karlsruhe, hall 2, stand C14',
    imageAlt: 'VitalShop trade fair stand',
  },
  'fortbildung-darmgesundheit': {
    title: 'Gut health and the microbiome: basics for advisers',
    teaserText:
      'Probiotics, prebiotics and nutrition – hands-on for pharmacy teams. 6 CPD points applied for.',
    location: 'Hamburg, Hotel am Dammtor',
  },
  'messe-pharmanord-2027': {
    title: 'PharmaNord Expo 2027',
    teaserText: 'The trade fair for pharmacies in northern Germany: find us at stand B07.',
    location: 'Hamburg Messe, hall A3, stand B07',
  },
});

export function englishContent(catalog: SeedCatalog): LanguageContent {
  const cardMagnesium = articleCard(
    articleMagnesium,
    'en',
    'Magnesium is involved in more than 300 reactions in the body. What you should know about needs and compounds.',
    '5 min',
    contentImage('wissen-magnesium', 'Magnesium-rich foods', 600, 400),
  );
  const cardVitaminD = articleCard(
    articleVitaminD,
    'en',
    'From October to March your skin makes hardly any vitamin D. How to get through the winter well.',
    '4 min',
    contentImage('wissen-vitamin-d', 'A walk in the winter sun', 600, 400),
  );
  const cardOmega3 = articleCard(
    articleOmega3,
    'en',
    'EPA and DHA contribute to the normal function of the heart. What matters when choosing fish oil.',
    '6 min',
    contentImage('wissen-omega-3', 'Fish oil capsules on a wooden spoon', 600, 400),
  );

  const pages: PageSeed[] = [
    {
      slug: '',
      translationKey: 'home',
      title: 'Home',
      description:
        'High-quality food supplements from Freiburg: vitamins, minerals and omega-3 of tested quality – as a one-time purchase or in a savings plan.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Micronutrients you can rely on',
            subheader: 'Developed in Freiburg, made in Germany, tested by independent laboratories.',
            image: contentImage('hero-home', 'Capsules and fresh fruit on a bright table', 1600, 700),
            link: { href: '/en/s/' },
            linkText: 'Discover our products',
          },
        },
        {
          type: 'usp_bar',
          content: {
            items: [
              { title: 'Free shipping', text: 'in Germany from €49', icon: 'truck' },
              { title: 'Save up to 15%', text: 'with the flexible savings plan', icon: 'repeat' },
              { title: 'Made in Germany', text: 'laboratory-tested quality', icon: 'shield-check' },
              { title: 'Personal advice', text: 'Mon–Fri 09:00–17:00', icon: 'chat' },
            ],
          },
        },
        {
          type: 'category_teaser',
          content: {
            header: 'Our ranges',
            categories: catalog.categories.slice(0, 6).map((c) => ({
              title: c.title,
              link: pagePath('en', `c/${c.urlPath}`),
              image: null,
            })),
          },
        },
        {
          type: 'product_teaser',
          content: { header: 'Customer favourites', skus: catalog.featured.map((p) => p.sku) },
        },
        {
          type: 'teaser_cards',
          content: { header: 'From our knowledge section', cards: [cardVitaminD, cardMagnesium, cardOmega3] },
        },
        text(
          'Supplements with good sense',
          '<p>Since 2009, VitalShop has developed food supplements we can recommend in good conscience: with well-absorbed nutrient compounds, without unnecessary additives and in doses guided by scientific recommendations.</p><p>An independent, accredited laboratory tests every batch for content and purity. We are happy to send you the certificates of analysis on request.</p><p><small>Food supplements are not a substitute for a balanced and varied diet and a healthy lifestyle.</small></p>',
        ),
      ],
    },
    {
      slug: 'about-us',
      translationKey: 'about',
      title: 'About us',
      description:
        'VitalShop from Freiburg: who we are, how we work and what matters to us in food supplements.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'We are VitalShop',
            subheader:
              'A team of pharmacists, nutrition scientists and service staff – in Freiburg since 2009.',
            image: contentImage('ueber-uns-team', 'The VitalShop team in front of the company building'),
            link: null,
            linkText: null,
          },
        },
        text(
          'Our story',
          '<p>VitalShop was founded in 2009 by pharmacist Dr Katrin Hoffmann and nutrition scientist Markus Berger. The idea: food supplements whose composition a pharmacy can recommend in good conscience – transparently declared and sensibly dosed.</p><p>Today 48 people work for VitalShop in Freiburg. Our products are made in Germany and shipped to customers in the EU and Switzerland.</p>',
        ),
        text(
          'What we stand for',
          '<ul><li><strong>Well-absorbed compounds</strong> instead of cheap raw materials</li><li><strong>No unnecessary additives</strong> such as colourings, titanium dioxide or magnesium stearate</li><li><strong>Independent laboratory analyses</strong> of every batch</li><li><strong>Honest advice</strong> – even if that means you don’t need to buy anything</li></ul>',
        ),
      ],
    },
    {
      slug: 'about-us/quality',
      translationKey: 'quality',
      title: 'Quality & production',
      description:
        'How our food supplements are made and tested: raw materials, production and laboratory analyses.',
      elements: [
        text(
          'From raw material to finished capsule',
          '<p>We source our raw materials only from qualified suppliers whom we audit regularly. Every raw material is tested for identity and purity before it is processed.</p><p>Production takes place at certified partners in Baden-Württemberg and Bavaria, following Good Manufacturing Practice (GMP) and IFS Food.</p>',
        ),
        accordion('What we have tested', [
          ['Content', '<p>The content of every declared nutrient is analysed for each batch.</p>'],
          [
            'Heavy metals',
            '<p>Lead, cadmium, mercury and arsenic are checked against the limits of the EU contaminants regulation.</p>',
          ],
          ['Microbiology', '<p>Total viable count, yeasts, moulds, E. coli and salmonella.</p>'],
          ['Oxidation (omega-3)', '<p>Peroxide, anisidine and TOTOX values of every fish oil batch.</p>'],
        ]),
      ],
    },
    {
      slug: 'contact',
      translationKey: 'contact',
      title: 'Contact',
      layout: 'two-column',
      description: 'How to reach VitalShop customer service: phone, email and address.',
      elements: [
        text(
          'We are here for you',
          '<p>Do you have a question about a product, your order or your savings plan? Our customer service is happy to advise you personally – our nutrition scientists also help you choose the right products.</p><p>Phone: <a href="tel:+497614568900">+49 761 456890-0</a><br>Email: <a href="mailto:service@vitalshop.example">service@vitalshop.example</a></p><p>Available Monday to Friday from 09:00 to 17:00 (CET).</p>',
        ),
        text('Address', company, 1),
        text(
          'For professionals',
          '<p>Pharmacies, practices and naturopaths can reach our professional service at <a href="mailto:fachkreise@vitalshop.example">fachkreise@vitalshop.example</a>.</p>',
          1,
        ),
      ],
    },
    {
      slug: 'faq',
      translationKey: 'faq',
      title: 'Frequently asked questions',
      description:
        'Answers to frequent questions about ordering, shipping, payment, the savings plan and our products.',
      elements: [
        accordion('Ordering & shipping', [
          [
            'How long does delivery take?',
            '<p>Within Germany your order usually arrives in 1–3 working days, in other EU countries in 3–6 working days and in Switzerland in 3–5 working days.</p>',
          ],
          [
            'When is shipping free?',
            '<p>In the EU shop, shipping is free for orders from €49 (standard delivery to Germany, Austria, the Netherlands and France). In the Swiss shop, shipping is free from CHF 79.</p>',
          ],
          [
            'Can I order as a guest?',
            '<p>Yes. With a customer account, though, you can see your orders, manage your savings plan and reorder faster.</p>',
          ],
        ]),
        accordion('Savings plan', [
          [
            'How does the savings plan work?',
            '<p>You choose your products and monthly or quarterly delivery (3 products every 3 months). The savings plan saves you about 10%, plus another 5% from 5 items – up to 15% in total.</p>',
          ],
          [
            'When can I cancel the savings plan?',
            '<p>After two deliveries you can cancel your savings plan at any time in your customer account or by email.</p>',
          ],
          [
            'Do volume discounts apply to the savings plan?',
            '<p>No, volume discounts cannot be combined with the savings plan. You always get whichever price is lower for you.</p>',
          ],
        ]),
        accordion('Products', [
          [
            'Are your products vegan?',
            '<p>Most of them are. The exceptions are omega-3 fish oil and collagen; every product page says whether a product is vegan.</p>',
          ],
          [
            'Can I take several products together?',
            '<p>Usually yes. If you have questions about interactions with medicines, please ask your doctor or pharmacist.</p>',
          ],
        ]),
      ],
    },
    {
      slug: 'payment-delivery',
      translationKey: 'payment-delivery',
      title: 'Payment & delivery',
      description:
        'Payment methods, delivery times and shipping costs at VitalShop – for Germany, the EU and Switzerland.',
      elements: [
        text(
          'Payment methods',
          '<p>You can pay conveniently and securely with:</p><ul><li>PayPal</li><li>Credit card (Visa, Mastercard, American Express)</li><li>SEPA direct debit</li><li>Prepayment by bank transfer</li></ul><p>With SEPA direct debit we collect the amount no earlier than the day of dispatch. You can request a refund of the debited amount within 8 weeks of the debit date. The terms agreed with your bank apply.</p>',
        ),
        text(
          'Delivery times',
          '<ul><li>Germany: 1–3 working days</li><li>Austria and other EU countries: 3–6 working days</li><li>Switzerland: 3–5 working days (duties paid, no extra charges on delivery)</li></ul><p>Orders received by 2 pm on a working day are shipped the same day.</p>',
        ),
        text(
          'Shipping costs',
          '<p><strong>EU shop (EUR)</strong></p><ul><li>Germany: standard delivery €4.95, free for orders from €49; express delivery €12.95</li><li>Austria, the Netherlands, France: €7.95, free for orders from €49</li></ul><p><strong>Swiss shop (CHF)</strong></p><ul><li>Switzerland and Liechtenstein: CHF 7.90, free shipping for orders from CHF 79</li></ul><p>Savings plan deliveries ship at the same rates.</p>',
        ),
        text(
          'Questions about your order?',
          '<p>Our customer service is available Monday to Friday from 09:00 to 17:00 by phone on +49 761 456890-0 and by email at service@vitalshop.example.</p>',
        ),
      ],
    },
    {
      slug: 'savings-plan',
      translationKey: 'savings-plan',
      title: 'Savings plan',
      description:
        'Save up to 15% with the VitalShop savings plan: monthly or quarterly delivery, cancellable after 2 deliveries.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'The savings plan: save up to 15%',
            subheader:
              'Delivered automatically, easy to change, cancellable at any time after two deliveries.',
            image: contentImage('sparabo', 'A parcel of VitalShop products at a front door', 1600, 700),
            link: { href: '/en/s/' },
            linkText: 'Find products for your savings plan',
          },
        },
        {
          type: 'usp_bar',
          content: {
            items: [
              { title: 'About 10% off', text: 'every savings plan delivery', icon: 'percent' },
              { title: '5% extra', text: 'from 5 items per delivery', icon: 'stack' },
              { title: 'Flexible', text: 'monthly or quarterly', icon: 'calendar' },
            ],
          },
        },
        text(
          'How it works',
          '<ol><li>Choose “Savings plan” on the product page and your pack size (1, 3 or 6 months).</li><li>Choose monthly or quarterly delivery – quarterly means 3 products every 3 months.</li><li>Choose a plan of 2, 4 or 7 months. After two deliveries you can cancel at any time.</li></ol><p>Please note: volume discounts cannot be combined with the savings plan.</p>',
        ),
      ],
    },
    {
      slug: 'imprint',
      translationKey: 'imprint',
      title: 'Imprint',
      description: 'Legal notice of VitalShop GmbH, Freiburg im Breisgau.',
      elements: [
        text(
          'Information according to § 5 DDG (German Digital Services Act)',
          `${company}<p><strong>Represented by the managing directors:</strong><br>Dr Katrin Hoffmann, Markus Berger</p><p><strong>Contact</strong><br>Phone: +49 761 456890-0<br>Email: service@vitalshop.example</p><p><strong>Commercial register</strong><br>Local court (Amtsgericht) Freiburg im Breisgau, HRB 712345</p><p><strong>VAT identification number</strong> according to § 27a UStG: DE312456789</p>`,
        ),
        text(
          'Responsible for content according to § 18 (2) MStV',
          '<p>Dr Katrin Hoffmann, Lindenallee 24, 79100 Freiburg im Breisgau, Germany</p>',
        ),
        text(
          'Consumer dispute resolution',
          '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
        ),
      ],
    },
    {
      slug: 'privacy',
      translationKey: 'privacy',
      title: 'Privacy policy',
      description: 'How VitalShop GmbH processes your personal data and what rights you have.',
      elements: [
        text(
          '1. Controller',
          `<p>The controller responsible for data processing on this website is:</p>${company}<p>Email: datenschutz@vitalshop.example</p><p>You can reach our data protection officer at the same address, marked “for the attention of the data protection officer”.</p>`,
        ),
        text(
          '2. Processing of orders',
          '<p>When you order from us, we process your details (name, address, email address, phone number, order and payment data) to perform the contract of sale (Art. 6(1)(b) GDPR). We pass your name and address to the shipping company for delivery, and the necessary data to the payment provider you choose.</p><p>Because of commercial and tax law we keep order data for ten years (Art. 6(1)(c) GDPR).</p>',
        ),
        text(
          '3. Customer account and newsletter',
          '<p>For your customer account we store your master data until you delete the account. We only send the newsletter with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time via the unsubscribe link in every email.</p>',
        ),
        text(
          '4. Cookies',
          '<p>We set technically necessary cookies (e.g. for the cart, login, language and currency) on the basis of § 25(2) TDDDG. We set all other cookies only with your consent, which you can change at any time in the cookie settings.</p>',
        ),
        text(
          '5. Your rights',
          '<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection. You can also lodge a complaint with a data protection supervisory authority, for example the State Commissioner for Data Protection and Freedom of Information of Baden-Württemberg.</p>',
        ),
      ],
    },
    {
      slug: 'terms',
      translationKey: 'terms',
      title: 'Terms and conditions',
      description: 'The general terms and conditions of VitalShop GmbH for orders in the online shop.',
      elements: [
        text(
          '§ 1 Scope',
          '<p>These terms apply to all orders that consumers and businesses place through our online shop with VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, Germany. The German version of these terms is legally binding.</p>',
        ),
        text(
          '§ 2 Conclusion of contract',
          '<p>The presentation of products in the online shop is not a legally binding offer but an invitation to order. By clicking “Place order with obligation to pay” you make a binding offer. The contract is concluded when we confirm your order by email or ship the goods.</p>',
        ),
        text(
          '§ 3 Prices and shipping costs',
          '<p>All prices are final prices including statutory VAT, plus shipping costs. You will find the shipping costs on the <a href="/en/payment-delivery/">Payment &amp; delivery</a> page.</p>',
        ),
        text(
          '§ 4 Savings plan',
          '<p>The savings plan is a contract for the recurring delivery of the chosen products at the chosen interval. It can be cancelled in text form or in the customer account at any time after the second delivery, effective from the next delivery date.</p>',
        ),
        text('§ 5 Retention of title', '<p>The goods remain our property until paid in full.</p>'),
        text('§ 6 Warranty', '<p>The statutory warranty rights apply.</p>'),
      ],
    },
    {
      slug: 'right-of-withdrawal',
      translationKey: 'withdrawal',
      title: 'Right of withdrawal',
      description: 'Information on the right of withdrawal and model withdrawal form of VitalShop GmbH.',
      elements: [
        text(
          'Right of withdrawal',
          '<p>You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period is fourteen days from the day on which you, or a third party named by you who is not the carrier, took possession of the goods.</p><p>To exercise your right of withdrawal, you must inform us (VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, Germany, phone +49 761 456890-0, email widerruf@vitalshop.example) of your decision to withdraw from this contract by a clear statement (e.g. a letter sent by post or an email).</p>',
        ),
        text(
          'Effects of withdrawal',
          '<p>If you withdraw from this contract, we shall reimburse all payments received from you, including the costs of delivery (except for the supplementary costs resulting from your choice of a type of delivery other than the least expensive standard delivery offered by us), without undue delay and not later than fourteen days from the day on which we are informed about your decision to withdraw. You bear the direct cost of returning the goods.</p>',
        ),
        text(
          'Exclusion of the right of withdrawal',
          '<p>The right of withdrawal does not apply to contracts for the supply of sealed goods which are not suitable for return for reasons of health protection or hygiene if they have been unsealed after delivery.</p>',
        ),
      ],
    },
    {
      slug: 'knowledge',
      translationKey: 'knowledge',
      title: 'Knowledge',
      description:
        'Sound knowledge about vitamins, minerals and fatty acids – clearly explained by our experts.',
      elements: [
        text(
          'All about micronutrients',
          '<p>Our nutrition scientists and pharmacists explain what your body needs individual nutrients for, when a supplement can make sense and what to look for when choosing one.</p>',
        ),
        {
          type: 'teaser_cards',
          content: { header: 'Latest articles', cards: [cardVitaminD, cardMagnesium, cardOmega3] },
        },
      ],
    },
    articleMagnesium,
    articleVitaminD,
    articleOmega3,
    {
      slug: 'news',
      translationKey: 'news',
      title: 'News',
      description: 'News from VitalShop: new products, service and events.',
      elements: [
        {
          type: 'teaser_cards',
          content: {
            header: 'News',
            cards: [
              articleCard(newsSavingsPlan, 'en', newsSavingsPlan.description, '2 min', null),
              articleCard(newsLogistics, 'en', newsLogistics.description, '2 min', null),
            ],
          },
        },
      ],
    },
    newsSavingsPlan,
    newsLogistics,
    {
      slug: 'events',
      translationKey: 'events',
      title: 'Events & trainings',
      description:
        'Webinars, trainings and trade fairs by VitalShop for professionals and everyone interested.',
      elements: [
        text(
          'Meet us',
          '<p>In webinars and trainings our experts share their knowledge – many dates are accredited as continuing education by the German chambers of pharmacists. At trade fairs we present our new products and look forward to talking with you.</p>',
        ),
        { type: 'event_list', content: { header: 'Upcoming dates' } },
      ],
    },
    {
      slug: 'professionals',
      translationKey: 'professionals',
      title: 'Professional area',
      restricted: true,
      description:
        'Information for pharmacies, doctors and naturopaths: studies, product information, terms.',
      elements: [
        text(
          'Welcome to the professional area',
          '<p>Here you will find scientific product information, certificates of analysis, study summaries and your terms for practice and pharmacy orders.</p>',
        ),
        accordion('Professional information', [
          [
            'Certificates of analysis',
            '<p>For every batch we provide the certificate of analysis of the independent testing laboratory. You will find the batch number on the bottom of the tub.</p>',
          ],
          [
            'Terms for practices and pharmacies',
            '<p>For orders of 10 packs or more we grant professionals tiered discounts. Please contact our professional service.</p>',
          ],
          [
            'Patient brochures',
            '<p>We are happy to send you free brochures on vitamin D, magnesium and omega-3 for your waiting room.</p>',
          ],
        ]),
      ],
    },
    {
      slug: 'register',
      translationKey: 'register',
      // Customers who are logged in already have an account.
      middleware: ['guest'],
      title: 'Register',
      description:
        'Create a VitalShop customer account: track orders, manage your savings plan, order faster.',
      elements: [
        text(
          'Your VitalShop customer account',
          '<p>With a customer account you can see all your orders at a glance, manage your savings plan and addresses, and save products to your wishlist.</p><p>Are you a pharmacist, doctor or naturopath? After you register and we have checked your proof, we unlock the professional area for you.</p>',
        ),
      ],
    },
    {
      // A campaign landing page (newsletter, flyer QR code): the empty layout, nothing but the page.
      slug: 'welcome',
      translationKey: 'welcome-offer',
      title: 'Welcome to VitalShop',
      layout: 'empty',
      description: 'Your welcome gift: 10% off your first order with the code WILLKOMMEN10.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Welcome to VitalShop: 10% off your first order',
            subheader: 'Enter the coupon code WILLKOMMEN10 in your cart.',
            image: contentImage('hero-home', 'Capsules and fresh fruit on a bright table', 1600, 700),
            link: { href: '/en/' },
            linkText: 'Go to the shop',
          },
        },
        {
          type: 'product_teaser',
          content: {
            header: 'Our picks to get you started',
            skus: catalog.featured.slice(0, 4).map((p) => p.sku),
          },
        },
        text(
          'How to redeem your coupon',
          '<ol><li>Add your products to the cart.</li><li>Enter the code <strong>WILLKOMMEN10</strong> in the cart.</li><li>The discount is taken off at once – also on your first savings plan delivery.</li></ol>',
        ),
      ],
    },
    {
      slug: 'contract-manufacturing',
      translationKey: 'contract-manufacturing',
      title: 'Contract manufacturing',
      description:
        'Food supplements under your own brand: development, production and filling with VitalShop.',
      elements: [
        text(
          'Your own brand with VitalShop',
          '<p>Would you like to launch your own food supplement? We support you from the formula through sourcing and production to compliant labelling.</p><ul><li>Capsules, tablets, powders and drops</li><li>Minimum quantities from 5,000 units</li><li>Food law review of your labels</li></ul><p>Write to us at <a href="mailto:lohnherstellung@vitalshop.example">lohnherstellung@vitalshop.example</a>.</p>',
        ),
      ],
    },
  ];

  return {
    pages,
    settings: {
      site_name: 'VitalShop',
      main_menu: [
        {
          title: 'Products',
          link: '/en/s/',
          menuLinkIcon: 'capsule',
          catalogChildren: { parentUrlPath: null, excludeUrlPaths: ['health-areas'] },
          menuCards: menuProductCards(catalog),
          menuBottomCta: { href: '/en/s/', title: 'View all products' },
        },
        {
          title: 'Application areas',
          link: '/en/c/health-areas/',
          menuLinkIcon: 'leaf',
          catalogChildren: { parentUrlPath: 'health-areas' },
          menuCards: [cardVitaminD],
          menuBottomCta: { href: '/en/c/health-areas/', title: 'All application areas' },
        },
        {
          title: 'Knowledge',
          link: '/en/knowledge/',
          menuLinkIcon: 'book',
          children: [
            { title: articleMagnesium.title, link: pagePath('en', articleMagnesium.slug) },
            { title: articleVitaminD.title, link: pagePath('en', articleVitaminD.slug) },
            { title: articleOmega3.title, link: pagePath('en', articleOmega3.slug) },
            { title: 'News', link: '/en/news/' },
          ],
          menuCards: [cardVitaminD, cardMagnesium],
          menuBottomCta: { href: '/en/knowledge/', title: 'Go to knowledge' },
        },
        {
          title: 'About us',
          link: '/en/about-us/',
          menuLinkIcon: 'users',
          children: [
            { title: 'About VitalShop', link: '/en/about-us/' },
            { title: 'Quality & production', link: '/en/about-us/quality/' },
            { title: 'Events', link: '/en/events/' },
            { title: 'Contact', link: '/en/contact/' },
          ],
          menuBottomCta: { href: '/en/contact/', title: 'Get in touch' },
        },
        {
          title: 'Professionals',
          link: '/en/professionals/',
          menuLinkIcon: 'stethoscope',
          children: [
            { title: 'Professional area', link: '/en/professionals/' },
            { title: 'Trainings & webinars', link: '/en/events/' },
            { title: 'Contract manufacturing', link: '/en/contract-manufacturing/' },
          ],
          menuBottomCta: { href: '/en/register/', title: 'Register as a professional' },
        },
      ],
      cta_menu: [
        { title: 'Advice', link: '/en/contact/', menuLinkIcon: 'chat' },
        { title: 'Savings plan', link: '/en/savings-plan/', menuLinkIcon: 'repeat' },
      ],
      // The storefront hides the sections 'Fachkreise', 'Produktdetailseiten' and
      // 'Lohnherstellung' by title, so they keep their German titles here as well.
      footer_menu: [
        {
          title: 'Service',
          children: [
            { title: 'Contact', link: '/en/contact/' },
            { title: 'FAQ', link: '/en/faq/' },
            { title: 'Payment & delivery', link: '/en/payment-delivery/' },
            { title: 'Savings plan', link: '/en/savings-plan/' },
            { title: 'Right of withdrawal', link: '/en/right-of-withdrawal/' },
          ],
        },
        {
          title: 'Shop',
          children: [
            { title: 'All products', link: '/en/s/' },
            ...catalog.categories
              .slice(0, 4)
              .map((c) => ({ title: c.title, link: pagePath('en', `c/${c.urlPath}`) })),
          ],
        },
        {
          title: 'Company',
          children: [
            { title: 'About us', link: '/en/about-us/' },
            { title: 'Quality & production', link: '/en/about-us/quality/' },
            { title: 'Knowledge', link: '/en/knowledge/' },
            { title: 'News', link: '/en/news/' },
            { title: 'Events', link: '/en/events/' },
          ],
        },
        {
          title: 'Fachkreise',
          children: [
            { title: 'Professional area', link: '/en/professionals/' },
            { title: 'Register', link: '/en/register/' },
          ],
        },
        {
          title: 'Produktdetailseiten',
          children: catalog.featured.map((p) => ({ title: p.name, link: pagePath('en', p.urlKey) })),
        },
        {
          title: 'Lohnherstellung',
          children: [{ title: 'Contract manufacturing', link: '/en/contract-manufacturing/' }],
        },
      ],
      footer_meta: [
        { title: 'Imprint', link: '/en/imprint/' },
        { title: 'Privacy', link: '/en/privacy/' },
        { title: 'Terms', link: '/en/terms/' },
        { title: 'Right of withdrawal', link: '/en/right-of-withdrawal/' },
      ],
      footer_copyright: '© 2026 VitalShop GmbH. All rights reserved.',
      news_ticker: [
        {
          id: 'free-shipping',
          text: 'Free shipping in Germany from €49',
          link: { href: '/en/payment-delivery/' },
        },
        {
          id: 'quarterly-plan',
          text: 'New: savings plan now also quarterly',
          link: { href: '/en/news/savings-plan-now-quarterly/' },
        },
        { id: 'same-day', text: 'Order by 2 pm – shipped the same day', link: null },
      ],
      notification_banner: {
        id: 'savings-plan-2026-11',
        label: 'Save up to 15% with the savings plan – cancel any time after 2 deliveries',
        link: { href: '/en/savings-plan/', title: 'More about the savings plan' },
      },
      events,
      event_types: [
        { id: 'webinar', title: 'Webinar' },
        { id: 'training', title: 'Training' },
        { id: 'fair', title: 'Trade fair' },
      ],
    },
  };
}
