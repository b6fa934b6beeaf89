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

// The German site as the editors maintain it. Translations share a translationKey with
// the pages in content-en.ts.

const company = `<p><strong>VitalShop GmbH</strong><br>Lindenallee 24<br>79100 Freiburg im Breisgau<br>Deutschland</p>`;

const articleMagnesium: PageSeed = {
  slug: 'wissen/magnesium-fuer-muskeln-und-nerven',
  translationKey: 'article-magnesium',
  kind: 'article',
  publishedAt: '2026-10-14',
  title: 'Magnesium für Muskeln und Nerven',
  description:
    'Wofür der Körper Magnesium braucht, wie viel Sie täglich benötigen und welche Magnesiumverbindungen gut verfügbar sind.',
  elements: [
    {
      type: 'hero',
      content: {
        header: 'Magnesium für Muskeln und Nerven',
        subheader: 'Ein Mineralstoff mit über 300 Aufgaben',
        image: contentImage('wissen-magnesium', 'Magnesiumreiche Lebensmittel: Nüsse, Kerne und Vollkorn'),
        link: null,
        linkText: null,
      },
    },
    text(
      'Warum Magnesium so wichtig ist',
      '<p>Magnesium ist an mehr als 300 enzymatischen Reaktionen im Körper beteiligt. Es trägt zu einer normalen Muskelfunktion, zur normalen Funktion des Nervensystems und zur Verringerung von Müdigkeit und Ermüdung bei.</p><p>Die Deutsche Gesellschaft für Ernährung (DGE) schätzt den Bedarf von Erwachsenen auf 300 bis 350 mg pro Tag. Bei intensivem Sport, starkem Schwitzen oder in der Schwangerschaft kann der Bedarf höher liegen.</p>',
    ),
    text(
      'Welche Verbindung ist die richtige?',
      '<p>Organische Verbindungen wie <strong>Magnesiumcitrat</strong> und <strong>Magnesiumbisglycinat</strong> werden gut aufgenommen und sind magenfreundlich. Magnesiumoxid enthält zwar viel Magnesium pro Gramm, wird aber schlechter verwertet.</p><ul><li>Citrat: schnell verfügbar, ideal nach dem Sport</li><li>Bisglycinat: besonders gut verträglich, gern am Abend</li></ul><p>Teilen Sie größere Mengen auf zwei Portionen am Tag auf, dann nimmt der Darm mehr davon auf.</p>',
    ),
  ],
};

const articleVitaminD: PageSeed = {
  slug: 'wissen/vitamin-d-im-winter',
  translationKey: 'article-vitamin-d',
  kind: 'article',
  publishedAt: '2026-11-05',
  title: 'Vitamin D im Winter',
  description:
    'Warum die Sonne in Deutschland von Oktober bis März kaum Vitamin D bildet und wie Sie gut durch die dunkle Jahreszeit kommen.',
  elements: [
    {
      type: 'hero',
      content: {
        header: 'Vitamin D im Winter',
        subheader: 'Wenn die Sonne zu tief steht',
        image: contentImage('wissen-vitamin-d', 'Spaziergang in der Wintersonne'),
        link: null,
        linkText: null,
      },
    },
    text(
      'Die Sonne als wichtigste Quelle',
      '<p>Rund 80 bis 90 Prozent des Vitamin D bildet der Körper selbst, wenn UVB-Strahlung auf die Haut trifft. Nördlich des 42. Breitengrads – also in ganz Deutschland – reicht die Strahlung von Oktober bis März dafür kaum aus.</p><p>Vitamin D trägt zur Erhaltung normaler Knochen und zu einer normalen Funktion des Immunsystems bei.</p>',
    ),
    text(
      'Vitamin D3 und K2 kombinieren',
      '<p>Vitamin K2 trägt zur Erhaltung normaler Knochen bei. Viele Kundinnen und Kunden nehmen deshalb beide Vitamine gemeinsam ein, am besten zu einer Mahlzeit mit etwas Fett.</p><p>Lassen Sie Ihren Vitamin-D-Spiegel (25-OH-D) bei Ihrer Hausärztin oder Ihrem Hausarzt bestimmen, bevor Sie hoch dosieren.</p>',
    ),
  ],
};

const articleOmega3: PageSeed = {
  slug: 'wissen/omega-3-epa-und-dha',
  translationKey: 'article-omega-3',
  kind: 'article',
  publishedAt: '2026-09-02',
  title: 'Omega-3: EPA und DHA verständlich erklärt',
  description:
    'Was die Omega-3-Fettsäuren EPA und DHA leisten, wo sie vorkommen und worauf Sie bei Fischöl achten sollten.',
  elements: [
    text(
      'Zwei Fettsäuren, viele Aufgaben',
      '<p>EPA und DHA tragen zu einer normalen Herzfunktion bei (ab einer Tagesdosis von 250 mg). DHA trägt außerdem zur Erhaltung einer normalen Gehirnfunktion und normaler Sehkraft bei.</p><p>Die Fachgesellschaften empfehlen ein bis zwei Portionen fetten Seefisch pro Woche. Wer selten Fisch isst, kann auf Fischöl oder Algenöl zurückgreifen.</p>',
    ),
    text(
      'Worauf es bei Fischöl ankommt',
      '<ul><li>Hoher Gehalt an EPA und DHA pro Kapsel</li><li>Niedriger Oxidationswert (TOTOX)</li><li>Fisch aus nachhaltigem Fang, zertifiziert nach MSC oder Friend of the Sea</li><li>Geprüft auf Schwermetalle und Umweltschadstoffe</li></ul>',
    ),
  ],
};

const newsSavingsPlan: PageSeed = {
  slug: 'aktuelles/sparabo-jetzt-auch-quartalsweise',
  translationKey: 'news-savings-plan-quarterly',
  kind: 'news',
  publishedAt: '2026-11-12',
  title: 'Sparabo jetzt auch quartalsweise',
  description:
    'Ab sofort liefern wir Ihr Sparabo auf Wunsch alle drei Monate – mit drei Packungen pro Lieferung.',
  elements: [
    text(
      null,
      '<p>Viele von Ihnen haben es sich gewünscht: Ab sofort können Sie Ihr Sparabo neben der <strong>Monatlichen Lieferung</strong> auch als <strong>Quartalsweise Lieferung</strong> wählen. Sie erhalten dann alle drei Monate drei Produkte in einem Paket – das spart Verpackung und Wege.</p><p>Wie gewohnt sparen Sie im Sparabo rund 10 % gegenüber dem Einzelkauf und ab 5 Artikeln zusätzlich 5 %. Nach zwei Lieferungen können Sie jederzeit kündigen.</p>',
    ),
  ],
};

const newsLogistics: PageSeed = {
  slug: 'aktuelles/neues-logistikzentrum-in-freiburg',
  translationKey: 'news-logistics-centre',
  kind: 'news',
  publishedAt: '2026-10-01',
  title: 'Neues Logistikzentrum in Freiburg',
  description:
    'Mit unserem neuen Lager in Freiburg-Hochdorf verschicken wir Bestellungen schneller und mit weniger Verpackung.',
  elements: [
    text(
      null,
      '<p>Seit Oktober verpacken und versenden wir alle Bestellungen aus unserem neuen Logistikzentrum in Freiburg-Hochdorf. Bestellungen, die werktags bis 14 Uhr eingehen, verlassen das Haus noch am selben Tag.</p><p>Unsere Versandkartons bestehen zu 100 % aus Recyclingpapier, als Füllmaterial verwenden wir ausschließlich Papier.</p>',
    ),
  ],
};

const events = scheduledEvents('de', 'veranstaltungen', {
  'webinar-magnesium-praxis': {
    title: 'Magnesium in der Praxis: Verbindungen und Dosierung',
    teaserText:
      'Welche Magnesiumverbindung für welche Patientin? Ein Webinar für Apotheken und Heilpraxen mit anschließender Fragerunde.',
    location: 'Online',
  },
  'fortbildung-schwangerschaft': {
    title: 'Mikronährstoffe in Schwangerschaft und Stillzeit',
    teaserText: 'Eintägige Fortbildung zu Folat, Jod, Eisen und DHA – mit Fallbeispielen aus der Beratung.',
    location: 'Freiburg im Breisgau, VitalShop Akademie',
    imageAlt: 'Seminarraum der VitalShop Akademie',
  },
  'webinar-vitamin-d-studienlage': {
    title: 'Vitamin D: Was sagt die Studienlage?',
    teaserText: 'Aktuelle Studien zu Vitamin D und K2 kompakt zusammengefasst – in 60 Minuten.',
    location: 'Online',
  },
  'messe-vitalforum-2027': {
    title: 'VitalForum Karlsruhe 2027',
    teaserText:
      'Besuchen Sie uns an Stand C14: Neuheiten, Muster und Gespräche mit unserem Fachberatungsteam.',
    location: 'Messe Karlsruhe, Halle 2, Stand C14',
    imageAlt: 'Messestand von VitalShop',
  },
  'fortbildung-darmgesundheit': {
    title: 'Darmgesundheit und Mikrobiom: Grundlagen für die Beratung',
    teaserText:
      'Probiotika, Präbiotika und Ernährung – praxisnah für Apothekenteams. 6 Fortbildungspunkte beantragt.',
    location: 'Hamburg, Hotel am Dammtor',
  },
  'messe-pharmanord-2027': {
    title: 'PharmaNord Expo 2027',
    teaserText: 'Die Fachmesse für Apotheken im Norden: Sie finden uns an Stand B07.',
    location: 'Hamburg Messe, Halle A3, Stand B07',
  },
});

export function germanContent(catalog: SeedCatalog): LanguageContent {
  const cardMagnesium = articleCard(
    articleMagnesium,
    'de',
    'Magnesium ist an über 300 Reaktionen im Körper beteiligt. Was Sie über Bedarf und Verbindungen wissen sollten.',
    '5 Min.',
    contentImage('wissen-magnesium', 'Magnesiumreiche Lebensmittel', 600, 400),
  );
  const cardVitaminD = articleCard(
    articleVitaminD,
    'de',
    'Von Oktober bis März bildet die Haut in Deutschland kaum Vitamin D. So kommen Sie gut durch den Winter.',
    '4 Min.',
    contentImage('wissen-vitamin-d', 'Spaziergang in der Wintersonne', 600, 400),
  );
  const cardOmega3 = articleCard(
    articleOmega3,
    'de',
    'EPA und DHA tragen zu einer normalen Herzfunktion bei. Worauf es bei Fischöl ankommt.',
    '6 Min.',
    contentImage('wissen-omega-3', 'Fischölkapseln auf einem Holzlöffel', 600, 400),
  );

  const pages: PageSeed[] = [
    {
      slug: '',
      translationKey: 'home',
      title: 'Startseite',
      description:
        'Hochwertige Nahrungsergänzungsmittel aus Freiburg: Vitamine, Mineralstoffe und Omega-3 in geprüfter Qualität – einzeln oder im Sparabo.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Mikronährstoffe, auf die Sie sich verlassen können',
            subheader:
              'Entwickelt in Freiburg, hergestellt in Deutschland, geprüft von unabhängigen Laboren.',
            image: contentImage('hero-home', 'Kapseln und frisches Obst auf einem hellen Tisch', 1600, 700),
            link: { href: '/de/s/' },
            linkText: 'Jetzt Produkte entdecken',
          },
        },
        {
          type: 'usp_bar',
          content: {
            items: [
              { title: 'Versandkostenfrei', text: 'in Deutschland ab 49 €', icon: 'truck' },
              { title: 'Bis zu 15 % sparen', text: 'mit dem flexiblen Sparabo', icon: 'repeat' },
              { title: 'Made in Germany', text: 'laborgeprüfte Qualität', icon: 'shield-check' },
              { title: 'Persönliche Beratung', text: 'Mo–Fr 09:00–17:00 Uhr', icon: 'chat' },
            ],
          },
        },
        {
          type: 'category_teaser',
          content: {
            header: 'Unsere Sortimente',
            categories: catalog.categories.slice(0, 6).map((c) => ({
              title: c.title,
              link: pagePath('de', `c/${c.urlPath}`),
              image: null,
            })),
          },
        },
        {
          type: 'product_teaser',
          content: {
            header: 'Beliebt bei unseren Kundinnen und Kunden',
            skus: catalog.featured.map((p) => p.sku),
          },
        },
        {
          type: 'teaser_cards',
          content: { header: 'Aus unserem Wissensbereich', cards: [cardVitaminD, cardMagnesium, cardOmega3] },
        },
        text(
          'Nahrungsergänzung mit Verstand',
          '<p>Seit 2009 entwickeln wir bei VitalShop Nahrungsergänzungsmittel, die wir selbst guten Gewissens empfehlen: mit gut verfügbaren Nährstoffverbindungen, ohne unnötige Zusatzstoffe und in Dosierungen, die sich an wissenschaftlichen Empfehlungen orientieren.</p><p>Jede Charge wird von einem unabhängigen, akkreditierten Labor auf Gehalt und Reinheit geprüft. Die Analysezertifikate senden wir Ihnen auf Anfrage gern zu.</p><p><small>Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.</small></p>',
        ),
      ],
    },
    {
      slug: 'ueber-uns',
      translationKey: 'about',
      title: 'Über uns',
      description:
        'VitalShop aus Freiburg: wer wir sind, wie wir arbeiten und was uns bei Nahrungsergänzung wichtig ist.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Wir sind VitalShop',
            subheader: 'Ein Team aus Pharmazie, Ernährungswissenschaft und Service – seit 2009 in Freiburg.',
            image: contentImage('ueber-uns-team', 'Das VitalShop-Team vor dem Firmengebäude'),
            link: null,
            linkText: null,
          },
        },
        text(
          'Unsere Geschichte',
          '<p>VitalShop wurde 2009 von der Apothekerin Dr. Katrin Hoffmann und dem Ernährungswissenschaftler Markus Berger gegründet. Die Idee: Nahrungsergänzungsmittel, deren Zusammensetzung man guten Gewissens in der Apotheke empfehlen kann – transparent deklariert und sinnvoll dosiert.</p><p>Heute arbeiten 48 Menschen in Freiburg für VitalShop. Unsere Produkte werden in Deutschland hergestellt und an Kundinnen und Kunden in der EU und der Schweiz versandt.</p>',
        ),
        text(
          'Wofür wir stehen',
          '<ul><li><strong>Gut verfügbare Verbindungen</strong> statt billiger Rohstoffe</li><li><strong>Keine unnötigen Zusätze</strong> wie Farbstoffe, Titandioxid oder Magnesiumstearat</li><li><strong>Unabhängige Laboranalysen</strong> für jede Charge</li><li><strong>Ehrliche Beratung</strong> – auch wenn das heißt, dass Sie nichts kaufen müssen</li></ul>',
        ),
      ],
    },
    {
      slug: 'ueber-uns/qualitaet',
      translationKey: 'quality',
      title: 'Qualität & Herstellung',
      description:
        'Wie unsere Nahrungsergänzungsmittel hergestellt und geprüft werden: Rohstoffe, Produktion und Laboranalysen.',
      elements: [
        text(
          'Von der Rohstoffauswahl bis zur fertigen Kapsel',
          '<p>Wir beziehen unsere Rohstoffe ausschließlich von qualifizierten Lieferanten, die wir regelmäßig auditieren. Jeder Rohstoff wird vor der Verarbeitung auf Identität und Reinheit geprüft.</p><p>Die Herstellung erfolgt bei zertifizierten Partnern in Baden-Württemberg und Bayern nach den Grundsätzen der Guten Herstellungspraxis (GMP) und nach IFS Food.</p>',
        ),
        accordion('Was wir prüfen lassen', [
          ['Gehalt', '<p>Der Gehalt jedes deklarierten Nährstoffs wird je Charge analysiert.</p>'],
          [
            'Schwermetalle',
            '<p>Blei, Cadmium, Quecksilber und Arsen werden gegen die Grenzwerte der EU-Kontaminantenverordnung geprüft.</p>',
          ],
          ['Mikrobiologie', '<p>Gesamtkeimzahl, Hefen, Schimmelpilze, E. coli und Salmonellen.</p>'],
          ['Oxidation (Omega-3)', '<p>Peroxid-, Anisidin- und TOTOX-Wert jeder Fischölcharge.</p>'],
        ]),
      ],
    },
    {
      slug: 'kontakt',
      translationKey: 'contact',
      title: 'Kontakt',
      layout: 'two-column',
      description: 'So erreichen Sie den Kundenservice von VitalShop: Telefon, E-Mail und Anschrift.',
      elements: [
        text(
          'Wir sind für Sie da',
          '<p>Sie haben Fragen zu einem Produkt, zu Ihrer Bestellung oder zu Ihrem Sparabo? Unser Kundenservice berät Sie gern persönlich – unsere Ernährungswissenschaftlerinnen helfen Ihnen auch bei der Auswahl passender Produkte.</p><p>Telefon: <a href="tel:+497614568900">+49 761 456890-0</a><br>E-Mail: <a href="mailto:service@vitalshop.example">service@vitalshop.example</a></p><p>Erreichbar Montag bis Freitag von 09:00 bis 17:00 Uhr.</p>',
        ),
        text('Anschrift', company, 1),
        text(
          'Für Fachkreise',
          '<p>Apotheken, Praxen und Heilpraktiker erreichen unseren Fachkreis-Service unter <a href="mailto:fachkreise@vitalshop.example">fachkreise@vitalshop.example</a>.</p>',
          1,
        ),
      ],
    },
    {
      slug: 'faq',
      translationKey: 'faq',
      title: 'Häufige Fragen',
      description:
        'Antworten auf häufige Fragen zu Bestellung, Versand, Zahlung, Sparabo und unseren Produkten.',
      elements: [
        accordion('Bestellung & Versand', [
          [
            'Wie lange dauert der Versand?',
            '<p>Innerhalb Deutschlands erhalten Sie Ihre Bestellung in der Regel in 1–3 Werktagen, in andere EU-Länder in 3–6 Werktagen und in die Schweiz in 3–5 Werktagen.</p>',
          ],
          [
            'Ab wann ist der Versand kostenlos?',
            '<p>Im EU-Shop liefern wir ab einem Bestellwert von 49 € versandkostenfrei (Standardversand nach Deutschland, Österreich, in die Niederlande und nach Frankreich). Im Schweizer Shop ist der Versand ab 79 CHF kostenlos.</p>',
          ],
          [
            'Kann ich als Gast bestellen?',
            '<p>Ja. Mit einem Kundenkonto sehen Sie aber Ihre Bestellungen, verwalten Ihr Sparabo und bestellen schneller nach.</p>',
          ],
        ]),
        accordion('Sparabo', [
          [
            'Wie funktioniert das Sparabo?',
            '<p>Sie wählen Ihre Produkte und eine Monatliche Lieferung oder eine Quartalsweise Lieferung (3 Produkte alle 3 Monate). Im Sparabo sparen Sie rund 10 %, ab 5 Artikeln zusätzlich 5 % – insgesamt bis zu 15 %.</p>',
          ],
          [
            'Wann kann ich das Sparabo kündigen?',
            '<p>Nach zwei Lieferungen können Sie Ihr Sparabo jederzeit in Ihrem Kundenkonto oder per E-Mail kündigen.</p>',
          ],
          [
            'Gelten Mengenrabatte auch im Sparabo?',
            '<p>Nein, Mengenrabatte lassen sich nicht mit dem Sparabo kombinieren. Es gilt jeweils der für Sie günstigere Preis.</p>',
          ],
        ]),
        accordion('Produkte', [
          [
            'Sind Ihre Produkte vegan?',
            '<p>Die meisten ja. Ausnahmen sind Omega-3-Fischöl und Kollagen; die Angabe finden Sie auf jeder Produktseite.</p>',
          ],
          [
            'Kann ich mehrere Produkte zusammen einnehmen?',
            '<p>In der Regel ja. Bei Fragen zu Wechselwirkungen mit Medikamenten sprechen Sie bitte mit Ihrer Ärztin, Ihrem Arzt oder in Ihrer Apotheke.</p>',
          ],
        ]),
      ],
    },
    {
      slug: 'zahlung-lieferung',
      translationKey: 'payment-delivery',
      title: 'Zahlung & Lieferung',
      description:
        'Zahlungsarten, Lieferzeiten und Versandkosten bei VitalShop – für Deutschland, die EU und die Schweiz.',
      elements: [
        text(
          'Zahlungsarten',
          '<p>Sie können bei uns bequem und sicher bezahlen mit:</p><ul><li>PayPal</li><li>Kreditkarte (Visa, Mastercard, American Express)</li><li>SEPA-Lastschrift</li><li>Vorkasse per Überweisung</li></ul><p>Bei Zahlung per SEPA-Lastschrift ziehen wir den Betrag frühestens am Versandtag ein. Sie können innerhalb von 8 Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit Ihrem Kreditinstitut vereinbarten Bedingungen.</p>',
        ),
        text(
          'Lieferzeiten',
          '<ul><li>Deutschland: 1–3 Werktage</li><li>Österreich und übrige EU-Länder: 3–6 Werktage</li><li>Schweiz: 3–5 Werktage (verzollt, ohne weitere Kosten bei der Zustellung)</li></ul><p>Bestellungen, die werktags bis 14 Uhr eingehen, versenden wir am selben Tag.</p>',
        ),
        text(
          'Versandkosten',
          '<p><strong>EU-Shop (EUR)</strong></p><ul><li>Deutschland: Standardversand 4,95 €, versandkostenfrei ab 49 € Bestellwert; Expressversand 12,95 €</li><li>Österreich, Niederlande, Frankreich: 7,95 €, versandkostenfrei ab 49 € Bestellwert</li></ul><p><strong>Schweizer Shop (CHF)</strong></p><ul><li>Schweiz und Liechtenstein: 7.90 CHF, versandkostenfrei ab 79 CHF Bestellwert</li></ul><p>Für Sparabo-Lieferungen gelten dieselben Versandkosten.</p>',
        ),
        text(
          'Fragen zu Ihrer Bestellung?',
          '<p>Unser Kundenservice ist Montag bis Freitag von 09:00 bis 17:00 Uhr telefonisch unter +49 761 456890-0 und per E-Mail an service@vitalshop.example für Sie da.</p>',
        ),
      ],
    },
    {
      slug: 'sparabo',
      translationKey: 'savings-plan',
      title: 'Sparabo',
      description:
        'Mit dem VitalShop-Sparabo bis zu 15 % sparen: monatliche oder quartalsweise Lieferung, kündbar nach 2 Lieferungen.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Das Sparabo: bis zu 15 % sparen',
            subheader: 'Automatisch geliefert, flexibel anpassbar, nach zwei Lieferungen jederzeit kündbar.',
            image: contentImage('sparabo', 'Paket mit VitalShop-Produkten vor einer Haustür', 1600, 700),
            link: { href: '/de/s/' },
            linkText: 'Produkte fürs Sparabo finden',
          },
        },
        {
          type: 'usp_bar',
          content: {
            items: [
              { title: 'Rund 10 % Rabatt', text: 'auf jede Sparabo-Lieferung', icon: 'percent' },
              { title: '5 % extra', text: 'ab 5 Artikeln pro Lieferung', icon: 'stack' },
              { title: 'Flexibel', text: 'monatlich oder quartalsweise', icon: 'calendar' },
            ],
          },
        },
        text(
          'So funktioniert es',
          '<ol><li>Wählen Sie auf der Produktseite „Sparabo“ und Ihre Packungsgröße (1, 3 oder 6 Monate).</li><li>Entscheiden Sie sich für eine Monatliche Lieferung oder eine Quartalsweise Lieferung – dann erhalten Sie 3 Produkte alle 3 Monate.</li><li>Wählen Sie eine Laufzeit von 2, 4 oder 7 Monaten. Nach zwei Lieferungen können Sie jederzeit kündigen.</li></ol><p>Bitte beachten Sie: Mengenrabatte lassen sich nicht mit dem Sparabo kombinieren.</p>',
        ),
      ],
    },
    {
      slug: 'impressum',
      translationKey: 'imprint',
      title: 'Impressum',
      description: 'Impressum der VitalShop GmbH, Freiburg im Breisgau.',
      elements: [
        text(
          'Angaben gemäß § 5 DDG',
          `${company}<p><strong>Vertreten durch die Geschäftsführung:</strong><br>Dr. Katrin Hoffmann, Markus Berger</p><p><strong>Kontakt</strong><br>Telefon: +49 761 456890-0<br>E-Mail: service@vitalshop.example</p><p><strong>Registereintrag</strong><br>Amtsgericht Freiburg im Breisgau, HRB 712345</p><p><strong>Umsatzsteuer-Identifikationsnummer</strong> gemäß § 27a UStG: DE312456789</p>`,
        ),
        text(
          'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
          '<p>Dr. Katrin Hoffmann, Lindenallee 24, 79100 Freiburg im Breisgau</p>',
        ),
        text(
          'Verbraucherstreitbeilegung',
          '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
        ),
      ],
    },
    {
      slug: 'datenschutz',
      translationKey: 'privacy',
      title: 'Datenschutzerklärung',
      description:
        'Wie die VitalShop GmbH Ihre personenbezogenen Daten verarbeitet und welche Rechte Sie haben.',
      elements: [
        text(
          '1. Verantwortlicher',
          `<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>${company}<p>E-Mail: datenschutz@vitalshop.example</p><p>Unseren Datenschutzbeauftragten erreichen Sie unter derselben Anschrift mit dem Zusatz „z. Hd. Datenschutzbeauftragter“.</p>`,
        ),
        text(
          '2. Verarbeitung bei Bestellungen',
          '<p>Wenn Sie bei uns bestellen, verarbeiten wir Ihre Angaben (Name, Anschrift, E-Mail-Adresse, Telefonnummer, Bestell- und Zahlungsdaten), um den Kaufvertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Zur Zustellung geben wir Name und Anschrift an das beauftragte Versandunternehmen weiter, zur Zahlungsabwicklung die erforderlichen Daten an den gewählten Zahlungsdienstleister.</p><p>Aufgrund handels- und steuerrechtlicher Vorgaben speichern wir Bestelldaten zehn Jahre (Art. 6 Abs. 1 lit. c DSGVO).</p>',
        ),
        text(
          '3. Kundenkonto und Newsletter',
          '<p>Für Ihr Kundenkonto speichern wir Ihre Stammdaten, bis Sie das Konto löschen. Den Newsletter senden wir nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Abmeldelink in jeder E-Mail widerrufen können.</p>',
        ),
        text(
          '4. Cookies',
          '<p>Technisch notwendige Cookies (z. B. für Warenkorb, Anmeldung, Sprache und Währung) setzen wir auf Grundlage von § 25 Abs. 2 TDDDG. Alle anderen Cookies setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen ändern können.</p>',
        ),
        text(
          '5. Ihre Rechte',
          '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa beim Landesbeauftragten für den Datenschutz und die Informationsfreiheit Baden-Württemberg.</p>',
        ),
      ],
    },
    {
      slug: 'agb',
      translationKey: 'terms',
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Die Allgemeinen Geschäftsbedingungen der VitalShop GmbH für Bestellungen im Online-Shop.',
      elements: [
        text(
          '§ 1 Geltungsbereich',
          '<p>Diese Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher sowie Unternehmen über unseren Online-Shop bei der VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, aufgeben.</p>',
        ),
        text(
          '§ 2 Vertragsschluss',
          '<p>Die Darstellung der Produkte im Online-Shop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen oder die Ware versenden.</p>',
        ),
        text(
          '§ 3 Preise und Versandkosten',
          '<p>Alle Preise sind Endpreise inklusive der gesetzlichen Mehrwertsteuer zuzüglich Versandkosten. Die Versandkosten finden Sie auf der Seite <a href="/de/zahlung-lieferung/">Zahlung &amp; Lieferung</a>.</p>',
        ),
        text(
          '§ 4 Sparabo',
          '<p>Das Sparabo ist ein Vertrag über die wiederkehrende Lieferung der gewählten Produkte im gewählten Rhythmus. Es kann nach der zweiten Lieferung jederzeit zum nächsten Liefertermin in Textform oder im Kundenkonto gekündigt werden.</p>',
        ),
        text(
          '§ 5 Eigentumsvorbehalt',
          '<p>Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>',
        ),
        text('§ 6 Gewährleistung', '<p>Es gelten die gesetzlichen Mängelhaftungsrechte.</p>'),
      ],
    },
    {
      slug: 'widerrufsrecht',
      translationKey: 'withdrawal',
      title: 'Widerrufsrecht',
      description: 'Widerrufsbelehrung und Muster-Widerrufsformular der VitalShop GmbH.',
      elements: [
        text(
          'Widerrufsbelehrung',
          '<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben.</p><p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, Telefon +49 761 456890-0, E-Mail widerruf@vitalshop.example) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.</p>',
        ),
        text(
          'Folgen des Widerrufs',
          '<p>Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren.</p>',
        ),
        text(
          'Ausschluss des Widerrufsrechts',
          '<p>Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde.</p>',
        ),
      ],
    },
    {
      slug: 'wissen',
      translationKey: 'knowledge',
      title: 'Wissen',
      description:
        'Fundiertes Wissen zu Vitaminen, Mineralstoffen und Fettsäuren – verständlich erklärt von unseren Fachleuten.',
      elements: [
        text(
          'Wissen rund um Mikronährstoffe',
          '<p>Unsere Ernährungswissenschaftlerinnen und Apotheker erklären, wofür der Körper einzelne Nährstoffe braucht, wann eine Ergänzung sinnvoll sein kann und worauf Sie bei der Auswahl achten sollten.</p>',
        ),
        {
          type: 'teaser_cards',
          content: { header: 'Neue Beiträge', cards: [cardVitaminD, cardMagnesium, cardOmega3] },
        },
      ],
    },
    articleMagnesium,
    articleVitaminD,
    articleOmega3,
    {
      slug: 'aktuelles',
      translationKey: 'news',
      title: 'Aktuelles',
      description: 'Neuigkeiten von VitalShop: neue Produkte, Service und Veranstaltungen.',
      elements: [
        {
          type: 'teaser_cards',
          content: {
            header: 'Neuigkeiten',
            cards: [
              articleCard(newsSavingsPlan, 'de', newsSavingsPlan.description, '2 Min.', null),
              articleCard(newsLogistics, 'de', newsLogistics.description, '2 Min.', null),
            ],
          },
        },
      ],
    },
    newsSavingsPlan,
    newsLogistics,
    {
      slug: 'veranstaltungen',
      translationKey: 'events',
      title: 'Veranstaltungen & Fortbildungen',
      description: 'Webinare, Fortbildungen und Messen von VitalShop für Fachkreise und Interessierte.',
      elements: [
        text(
          'Lernen Sie uns kennen',
          '<p>In Webinaren und Fortbildungen geben unsere Fachleute ihr Wissen weiter – viele Termine sind von den Apothekerkammern als Fortbildung anerkannt. Auf Messen zeigen wir unsere Neuheiten und freuen uns auf das Gespräch mit Ihnen.</p>',
        ),
        { type: 'event_list', content: { header: 'Kommende Termine' } },
      ],
    },
    {
      slug: 'fachkreise',
      translationKey: 'professionals',
      title: 'Fachkreis-Bereich',
      restricted: true,
      description:
        'Informationen für Apotheken, Ärztinnen, Ärzte und Heilpraktiker: Studien, Fachinformationen, Konditionen.',
      elements: [
        text(
          'Willkommen im Fachkreis-Bereich',
          '<p>Hier finden Sie wissenschaftliche Produktinformationen, Analysezertifikate, Studienzusammenfassungen und Ihre Konditionen für Praxis- und Apothekenbestellungen.</p>',
        ),
        accordion('Fachinformationen', [
          [
            'Analysezertifikate',
            '<p>Zu jeder Charge stellen wir das Analysezertifikat des unabhängigen Prüflabors bereit. Die Chargennummer finden Sie auf dem Boden der Dose.</p>',
          ],
          [
            'Konditionen für Praxen und Apotheken',
            '<p>Für Bestellungen ab 10 Packungen gewähren wir Fachkreisen gestaffelte Rabatte. Sprechen Sie unseren Fachkreis-Service an.</p>',
          ],
          [
            'Patientenbroschüren',
            '<p>Kostenlose Broschüren zu Vitamin D, Magnesium und Omega-3 für Ihr Wartezimmer senden wir Ihnen gern zu.</p>',
          ],
        ]),
      ],
    },
    {
      slug: 'registrieren',
      translationKey: 'register',
      // Customers who are logged in already have an account.
      middleware: ['guest'],
      title: 'Registrieren',
      description:
        'Legen Sie ein Kundenkonto bei VitalShop an: Bestellungen verfolgen, Sparabo verwalten, schneller bestellen.',
      elements: [
        text(
          'Ihr Kundenkonto bei VitalShop',
          '<p>Mit einem Kundenkonto sehen Sie alle Bestellungen auf einen Blick, verwalten Ihr Sparabo und Ihre Adressen und speichern Produkte auf Ihrer Wunschliste.</p><p>Sie sind Apothekerin, Arzt oder Heilpraktikerin? Nach der Registrierung schalten wir Ihnen nach Prüfung Ihres Nachweises den Fachkreis-Bereich frei.</p>',
        ),
      ],
    },
    {
      // A campaign landing page (newsletter, flyer QR code): the empty layout, nothing but the page.
      slug: 'willkommen',
      translationKey: 'welcome-offer',
      title: 'Willkommen bei VitalShop',
      layout: 'empty',
      description:
        'Ihr Willkommensgeschenk: 10 % Rabatt auf Ihre erste Bestellung mit dem Code WILLKOMMEN10.',
      elements: [
        {
          type: 'hero',
          content: {
            header: 'Willkommen bei VitalShop: 10 % auf Ihre erste Bestellung',
            subheader: 'Geben Sie im Warenkorb den Gutscheincode WILLKOMMEN10 ein.',
            image: contentImage('hero-home', 'Kapseln und frisches Obst auf einem hellen Tisch', 1600, 700),
            link: { href: '/de/' },
            linkText: 'Zum Shop',
          },
        },
        {
          type: 'product_teaser',
          content: {
            header: 'Unsere Empfehlungen für den Start',
            skus: catalog.featured.slice(0, 4).map((p) => p.sku),
          },
        },
        text(
          'So lösen Sie Ihren Gutschein ein',
          '<ol><li>Legen Sie Ihre Produkte in den Warenkorb.</li><li>Geben Sie im Warenkorb den Code <strong>WILLKOMMEN10</strong> ein.</li><li>Der Rabatt wird sofort abgezogen – auch auf Ihre erste Sparabo-Lieferung.</li></ol>',
        ),
      ],
    },
    {
      slug: 'lohnherstellung',
      translationKey: 'contract-manufacturing',
      title: 'Lohnherstellung',
      description:
        'Nahrungsergänzungsmittel als Eigenmarke: Entwicklung, Herstellung und Abfüllung mit VitalShop.',
      elements: [
        text(
          'Ihre Eigenmarke mit VitalShop',
          '<p>Sie möchten ein eigenes Nahrungsergänzungsmittel auf den Markt bringen? Wir begleiten Sie von der Rezeptur über die Rohstoffbeschaffung und Herstellung bis zur verkehrsfähigen Kennzeichnung.</p><ul><li>Kapseln, Tabletten, Pulver und Tropfen</li><li>Mindestmengen ab 5.000 Einheiten</li><li>Lebensmittelrechtliche Prüfung der Etiketten</li></ul><p>Schreiben Sie uns an <a href="mailto:lohnherstellung@vitalshop.example">lohnherstellung@vitalshop.example</a>.</p>',
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
          title: 'Produkte',
          link: '/de/s/',
          menuLinkIcon: 'capsule',
          catalogChildren: { parentUrlPath: null, excludeUrlPaths: ['anwendungsgebiete'] },
          menuCards: menuProductCards(catalog),
          menuBottomCta: { href: '/de/s/', title: 'Alle Produkte ansehen' },
        },
        {
          title: 'Anwendungsgebiete',
          link: '/de/c/anwendungsgebiete/',
          menuLinkIcon: 'leaf',
          catalogChildren: { parentUrlPath: 'anwendungsgebiete' },
          menuCards: [cardVitaminD],
          menuBottomCta: { href: '/de/c/anwendungsgebiete/', title: 'Alle Anwendungsgebiete' },
        },
        {
          title: 'Wissen',
          link: '/de/wissen/',
          menuLinkIcon: 'book',
          children: [
            { title: articleMagnesium.title, link: pagePath('de', articleMagnesium.slug) },
            { title: articleVitaminD.title, link: pagePath('de', articleVitaminD.slug) },
            { title: articleOmega3.title, link: pagePath('de', articleOmega3.slug) },
            { title: 'Aktuelles', link: '/de/aktuelles/' },
          ],
          menuCards: [cardVitaminD, cardMagnesium],
          menuBottomCta: { href: '/de/wissen/', title: 'Zum Wissensbereich' },
        },
        {
          title: 'Über uns',
          link: '/de/ueber-uns/',
          menuLinkIcon: 'users',
          children: [
            { title: 'Über VitalShop', link: '/de/ueber-uns/' },
            { title: 'Qualität & Herstellung', link: '/de/ueber-uns/qualitaet/' },
            { title: 'Veranstaltungen', link: '/de/veranstaltungen/' },
            { title: 'Kontakt', link: '/de/kontakt/' },
          ],
          menuBottomCta: { href: '/de/kontakt/', title: 'Kontakt aufnehmen' },
        },
        {
          title: 'Fachkreise',
          link: '/de/fachkreise/',
          menuLinkIcon: 'stethoscope',
          children: [
            { title: 'Fachkreis-Bereich', link: '/de/fachkreise/' },
            { title: 'Fortbildungen & Webinare', link: '/de/veranstaltungen/' },
            { title: 'Lohnherstellung', link: '/de/lohnherstellung/' },
          ],
          menuBottomCta: { href: '/de/registrieren/', title: 'Als Fachkreis registrieren' },
        },
      ],
      cta_menu: [
        { title: 'Beratung', link: '/de/kontakt/', menuLinkIcon: 'chat' },
        { title: 'Sparabo', link: '/de/sparabo/', menuLinkIcon: 'repeat' },
      ],
      footer_menu: [
        {
          title: 'Service',
          children: [
            { title: 'Kontakt', link: '/de/kontakt/' },
            { title: 'Häufige Fragen', link: '/de/faq/' },
            { title: 'Zahlung & Lieferung', link: '/de/zahlung-lieferung/' },
            { title: 'Sparabo', link: '/de/sparabo/' },
            { title: 'Widerrufsrecht', link: '/de/widerrufsrecht/' },
          ],
        },
        {
          title: 'Shop',
          children: [
            { title: 'Alle Produkte', link: '/de/s/' },
            ...catalog.categories
              .slice(0, 4)
              .map((c) => ({ title: c.title, link: pagePath('de', `c/${c.urlPath}`) })),
          ],
        },
        {
          title: 'Unternehmen',
          children: [
            { title: 'Über uns', link: '/de/ueber-uns/' },
            { title: 'Qualität & Herstellung', link: '/de/ueber-uns/qualitaet/' },
            { title: 'Wissen', link: '/de/wissen/' },
            { title: 'Aktuelles', link: '/de/aktuelles/' },
            { title: 'Veranstaltungen', link: '/de/veranstaltungen/' },
          ],
        },
        {
          title: 'Fachkreise',
          children: [
            { title: 'Fachkreis-Bereich', link: '/de/fachkreise/' },
            { title: 'Registrieren', link: '/de/registrieren/' },
          ],
        },
        {
          title: 'Produktdetailseiten',
          children: catalog.featured.map((p) => ({ title: p.name, link: pagePath('de', p.urlKey) })),
        },
        {
          title: 'Lohnherstellung',
          children: [{ title: 'Lohnherstellung', link: '/de/lohnherstellung/' }],
        },
      ],
      footer_meta: [
        { title: 'Impressum', link: '/de/impressum/' },
        { title: 'Datenschutz', link: '/de/datenschutz/' },
        { title: 'AGB', link: '/de/agb/' },
        { title: 'Widerrufsrecht', link: '/de/widerrufsrecht/' },
      ],
      footer_copyright: '© 2026 VitalShop GmbH. Alle Rechte vorbehalten.',
      news_ticker: [
        {
          id: 'free-shipping',
          text: 'Versandkostenfrei in Deutschland ab 49 €',
          link: { href: '/de/zahlung-lieferung/' },
        },
        {
          id: 'quarterly-plan',
          text: 'Neu: Sparabo jetzt auch quartalsweise',
          link: { href: '/de/aktuelles/sparabo-jetzt-auch-quartalsweise/' },
        },
        { id: 'same-day', text: 'Bestellt bis 14 Uhr – versendet am selben Tag', link: null },
      ],
      notification_banner: {
        id: 'savings-plan-2026-11',
        label: 'Bis zu 15 % sparen mit dem Sparabo – nach 2 Lieferungen jederzeit kündbar',
        link: { href: '/de/sparabo/', title: 'Mehr zum Sparabo' },
      },
      events,
      event_types: [
        { id: 'webinar', title: 'Webinar' },
        { id: 'training', title: 'Fortbildung' },
        { id: 'fair', title: 'Messe' },
      ],
    },
  };
}
