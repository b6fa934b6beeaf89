import type { LocalizedText } from '../schema.ts';

// The label particulars of every seed product family (Directive 2002/46/EC, LMIV): nutrients per
// daily dose with %NRV where the LMIV (Annex XIII) has a reference value, the daily dose, the
// mandatory warnings and the ingredients, allergens marked. Every pack of a family shares them.

export interface SeedNutrient {
  name: LocalizedText;
  amount: number;
  unit: string;
  nrvPercent: number | null;
}

export interface SeedIngredient {
  name: LocalizedText;
  allergen?: boolean;
}

export interface SeedSupplementFacts {
  dailyDose: { quantity: number; unit: 'capsules' | 'tablets' | 'drops' | 'g' | 'ml' };
  dailyDoseText: LocalizedText;
  nutrients: SeedNutrient[];
  ingredients: SeedIngredient[];
  /** Warnings beyond the three every food supplement carries. */
  extraWarnings?: LocalizedText[];
}

/** The warnings 2002/46/EC Art. 6 (3) requires on every food supplement. */
export const MANDATORY_WARNINGS: LocalizedText[] = [
  {
    de: 'Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden.',
    en: 'Do not exceed the stated recommended daily dose.',
  },
  {
    de: 'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise.',
    en: 'Food supplements are not a substitute for a varied and balanced diet and a healthy lifestyle.',
  },
  {
    de: 'Außerhalb der Reichweite von kleinen Kindern aufbewahren.',
    en: 'Keep out of the reach of young children.',
  },
];

/** One responsible company per shop (website code). */
export const RESPONSIBLE_COMPANIES = [
  {
    websiteCode: 'eu',
    name: 'VitalShop GmbH',
    street: 'Gesundheitsweg 12',
    postcode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
  },
  {
    websiteCode: 'ch',
    name: 'VitalShop Schweiz AG',
    street: 'Bahnhofstrasse 21',
    postcode: '8001',
    city: 'Zürich',
    countryCode: 'CH',
  },
];

const n = (
  de: string,
  en: string,
  amount: number,
  unit: string,
  nrvPercent: number | null,
): SeedNutrient => ({
  name: { de, en },
  amount,
  unit,
  nrvPercent,
});
const i = (de: string, en: string, allergen = false): SeedIngredient => ({ name: { de, en }, allergen });
const hpmc = i('Kapselhülle: Hydroxypropylmethylcellulose', 'capsule shell: hydroxypropyl methylcellulose');
const cellulose = i('Füllstoff: mikrokristalline Cellulose', 'bulking agent: microcrystalline cellulose');
const magStearate = i(
  'Trennmittel: Magnesiumsalze der Speisefettsäuren',
  'anti-caking agent: magnesium salts of fatty acids',
);

export const SUPPLEMENT_FACTS: Record<string, SeedSupplementFacts> = {
  'PRO-MAG': {
    dailyDose: { quantity: 2, unit: 'capsules' },
    dailyDoseText: {
      de: 'Täglich 2 Kapseln mit ausreichend Flüssigkeit verzehren.',
      en: 'Take 2 capsules daily with plenty of liquid.',
    },
    nutrients: [n('Magnesium', 'Magnesium', 400, 'mg', 107)],
    ingredients: [
      i('Magnesiumcitrat', 'magnesium citrate'),
      i('Magnesiumbisglycinat', 'magnesium bisglycinate'),
      hpmc,
    ],
  },
  'VIT-D3K2': {
    dailyDose: { quantity: 5, unit: 'drops' },
    dailyDoseText: { de: 'Täglich 5 Tropfen zu einer Mahlzeit.', en: 'Take 5 drops daily with a meal.' },
    nutrients: [n('Vitamin D3', 'Vitamin D3', 25, 'µg', 500), n('Vitamin K2', 'Vitamin K2', 100, 'µg', 133)],
    ingredients: [
      i('MCT-Öl aus Kokosnuss', 'MCT oil from coconut'),
      i('Menachinon (Vitamin K2)', 'menaquinone (vitamin K2)'),
      i('Cholecalciferol (Vitamin D3)', 'cholecalciferol (vitamin D3)'),
    ],
    extraWarnings: [
      {
        de: 'Bei Einnahme von gerinnungshemmenden Arzneimitteln vor dem Verzehr ärztlichen Rat einholen.',
        en: 'If you take anticoagulant medication, consult a doctor before use.',
      },
    ],
  },
  'VIT-D3': {
    dailyDose: { quantity: 1, unit: 'tablets' },
    dailyDoseText: { de: 'Täglich 1 Tablette zu einer Mahlzeit.', en: 'Take 1 tablet daily with a meal.' },
    nutrients: [n('Vitamin D3', 'Vitamin D3', 50, 'µg', 1000)],
    ingredients: [cellulose, i('Cholecalciferol (Vitamin D3)', 'cholecalciferol (vitamin D3)'), magStearate],
  },
  'OMEGA-3': {
    dailyDose: { quantity: 2, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 2 Kapseln zu einer Mahlzeit.', en: 'Take 2 capsules daily with a meal.' },
    nutrients: [
      n('EPA', 'EPA', 600, 'mg', null),
      n('DHA', 'DHA', 400, 'mg', null),
      n('Vitamin E', 'Vitamin E', 12, 'mg', 100),
    ],
    ingredients: [
      i('Fischöl', 'fish oil', true),
      i('Kapselhülle: Gelatine (Fisch)', 'capsule shell: gelatine (fish)', true),
      i('Feuchthaltemittel: Glycerin', 'humectant: glycerol'),
      i('Vitamin E (D-alpha-Tocopherol)', 'vitamin E (d-alpha-tocopherol)'),
    ],
  },
  ZINK: {
    dailyDose: { quantity: 1, unit: 'tablets' },
    dailyDoseText: { de: 'Täglich 1 Tablette mit Flüssigkeit.', en: 'Take 1 tablet daily with liquid.' },
    nutrients: [n('Zink', 'Zinc', 15, 'mg', 150)],
    ingredients: [cellulose, i('Zinkbisglycinat', 'zinc bisglycinate'), magStearate],
  },
  EISEN: {
    dailyDose: { quantity: 1, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 1 Kapsel vor einer Mahlzeit.', en: 'Take 1 capsule daily before a meal.' },
    nutrients: [n('Eisen', 'Iron', 14, 'mg', 100), n('Vitamin C', 'Vitamin C', 80, 'mg', 100)],
    ingredients: [i('Eisenbisglycinat', 'iron bisglycinate'), i('L-Ascorbinsäure', 'L-ascorbic acid'), hpmc],
    extraWarnings: [
      {
        de: 'Eisen kann bei Kleinkindern zu Vergiftungen führen.',
        en: 'Iron can cause poisoning in small children.',
      },
    ],
  },
  'B-KOMPLEX': {
    dailyDose: { quantity: 1, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 1 Kapsel zum Frühstück.', en: 'Take 1 capsule daily with breakfast.' },
    nutrients: [
      n('Vitamin B1', 'Vitamin B1', 5.5, 'mg', 500),
      n('Vitamin B2', 'Vitamin B2', 7, 'mg', 500),
      n('Vitamin B6', 'Vitamin B6', 7, 'mg', 500),
      n('Folsäure', 'Folic acid', 400, 'µg', 200),
      n('Vitamin B12', 'Vitamin B12', 100, 'µg', 4000),
    ],
    ingredients: [
      i('Thiaminhydrochlorid', 'thiamine hydrochloride'),
      i('Riboflavin', 'riboflavin'),
      i('Pyridoxal-5-phosphat', 'pyridoxal 5-phosphate'),
      i('Calcium-L-methylfolat', 'calcium L-methylfolate'),
      i('Methylcobalamin', 'methylcobalamin'),
      hpmc,
    ],
  },
  'VIT-C': {
    dailyDose: { quantity: 1, unit: 'g' },
    dailyDoseText: {
      de: 'Täglich 1 g (1 Messlöffel) in Wasser oder Saft einrühren.',
      en: 'Stir 1 g (1 scoop) daily into water or juice.',
    },
    nutrients: [n('Vitamin C', 'Vitamin C', 1000, 'mg', 1250)],
    ingredients: [i('L-Ascorbinsäure', 'L-ascorbic acid')],
  },
  PROBIO: {
    dailyDose: { quantity: 1, unit: 'capsules' },
    dailyDoseText: {
      de: 'Täglich 1 Kapsel morgens nüchtern.',
      en: 'Take 1 capsule daily in the morning before breakfast.',
    },
    nutrients: [n('Milchsäurebakterien', 'Lactic acid bacteria', 10_000_000_000, 'KBE', null)],
    ingredients: [
      i('Maltodextrin', 'maltodextrin'),
      i('Bakterienkulturen (enthält Milch)', 'bacterial cultures (contains milk)', true),
      hpmc,
    ],
  },
  GLUTAMIN: {
    dailyDose: { quantity: 5, unit: 'g' },
    dailyDoseText: {
      de: 'Täglich 5 g in 250 ml Wasser einrühren.',
      en: 'Stir 5 g daily into 250 ml of water.',
    },
    nutrients: [n('L-Glutamin', 'L-glutamine', 5000, 'mg', null)],
    ingredients: [i('L-Glutamin', 'L-glutamine')],
  },
  KOLLAGEN: {
    dailyDose: { quantity: 10, unit: 'g' },
    dailyDoseText: { de: 'Täglich 10 g in ein Getränk einrühren.', en: 'Stir 10 g daily into a drink.' },
    nutrients: [
      n('Kollagenhydrolysat', 'Collagen hydrolysate', 10_000, 'mg', null),
      n('Vitamin C', 'Vitamin C', 80, 'mg', 100),
    ],
    ingredients: [
      i('Kollagenhydrolysat vom Rind', 'bovine collagen hydrolysate'),
      i('L-Ascorbinsäure', 'L-ascorbic acid'),
    ],
  },
  Q10: {
    dailyDose: { quantity: 1, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 1 Kapsel zu einer Mahlzeit.', en: 'Take 1 capsule daily with a meal.' },
    nutrients: [n('Coenzym Q10', 'Coenzyme Q10', 100, 'mg', null)],
    ingredients: [
      i('Coenzym Q10', 'coenzyme Q10'),
      i('Sonnenblumenöl', 'sunflower oil'),
      i('Sojalecithin', 'soy lecithin', true),
      hpmc,
    ],
  },
  CURCUMA: {
    dailyDose: { quantity: 2, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 2 Kapseln zu einer Mahlzeit.', en: 'Take 2 capsules daily with a meal.' },
    nutrients: [
      n('Curcuma-Extrakt', 'Curcuma extract', 1000, 'mg', null),
      n('davon Curcuminoide', 'of which curcuminoids', 950, 'mg', null),
      n('Piperin', 'Piperine', 10, 'mg', null),
    ],
    ingredients: [
      i('Curcuma-Extrakt', 'curcuma extract'),
      i('Schwarzer-Pfeffer-Extrakt', 'black pepper extract'),
      hpmc,
    ],
    extraWarnings: [
      {
        de: 'Nicht geeignet für Schwangere und Stillende.',
        en: 'Not suitable for pregnant or breastfeeding women.',
      },
    ],
  },
  SELEN: {
    dailyDose: { quantity: 1, unit: 'tablets' },
    dailyDoseText: { de: 'Täglich 1 Tablette mit Flüssigkeit.', en: 'Take 1 tablet daily with liquid.' },
    nutrients: [n('Selen', 'Selenium', 55, 'µg', 100)],
    ingredients: [cellulose, i('L-Selenomethionin', 'L-selenomethionine'), magStearate],
  },
  MULTI: {
    dailyDose: { quantity: 20, unit: 'ml' },
    dailyDoseText: { de: 'Täglich 20 ml pur oder verdünnt.', en: 'Take 20 ml daily, neat or diluted.' },
    nutrients: [
      n('Vitamin A', 'Vitamin A', 400, 'µg', 50),
      n('Vitamin C', 'Vitamin C', 80, 'mg', 100),
      n('Vitamin D', 'Vitamin D', 5, 'µg', 100),
      n('Vitamin E', 'Vitamin E', 12, 'mg', 100),
      n('Zink', 'Zinc', 5, 'mg', 50),
    ],
    ingredients: [
      i('Wasser', 'water'),
      i('Apfelsaftkonzentrat', 'apple juice concentrate'),
      i('Vitamine', 'vitamins'),
      i('Zinkgluconat', 'zinc gluconate'),
      i('Konservierungsstoff: Kaliumsorbat', 'preservative: potassium sorbate'),
    ],
  },
  ASHWA: {
    dailyDose: { quantity: 2, unit: 'capsules' },
    dailyDoseText: { de: 'Täglich 2 Kapseln mit Flüssigkeit.', en: 'Take 2 capsules daily with liquid.' },
    nutrients: [
      n('Ashwagandha-Wurzelextrakt', 'Ashwagandha root extract', 600, 'mg', null),
      n('davon Withanolide', 'of which withanolides', 30, 'mg', null),
    ],
    ingredients: [i('Ashwagandha-Wurzelextrakt (KSM-66)', 'ashwagandha root extract (KSM-66)'), hpmc],
    extraWarnings: [
      {
        de: 'Nicht geeignet für Schwangere, Stillende, Kinder und Jugendliche.',
        en: 'Not suitable for pregnant or breastfeeding women, children and adolescents.',
      },
    ],
  },
};
