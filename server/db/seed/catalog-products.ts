// The seed shop's product families. Each family becomes a configurable product (SKU = family
// SKU) with three pack-size variants for 1, 3 and 6 months (SKU suffix -1M, -3M, -6M).

export type InhaltLabel = 'capsules' | 'tablets' | 'drops' | 'powder' | 'liquid';
export type PackMonths = 1 | 3 | 6;
export type { Language as Lang } from '../../../domain/store.ts';

export interface Localized {
  de: string;
  en: string;
}

/** Deviations of one pack from the family defaults: sale prices and stock. */
export interface PackOverride {
  special?: { EUR: number; CHF: number };
  /** A sale before the current one, within the 30 days before it (its lowest earlier price). */
  earlierSale?: { EUR: number; CHF: number };
  stock?: number;
  inStock?: boolean;
}

export interface FamilyDef {
  sku: string;
  name: Localized;
  form: InhaltLabel;
  /** Items (capsules, tablets, drops, servings) a one-month pack holds. */
  itemsPerMonth: number;
  /** Net contents of a one-month pack in its unit (item count, g or ml). */
  contentPerMonth: number;
  /** Regular price of the one-month pack; larger packs are derived with a saving per month. */
  price: { EUR: number; CHF: number };
  categories: string[];
  /** Label colour of the pack illustration. */
  color: string;
  short: Localized;
  intro: Localized;
  ingredients: Localized;
  usage: Localized;
  related: string[];
  crosssell: string[];
  packs?: Partial<Record<PackMonths, PackOverride>>;
}

export const PACK_MONTHS: readonly PackMonths[] = [1, 3, 6];

export const FAMILIES: FamilyDef[] = [
  {
    sku: 'PRO-MAG',
    name: { de: 'Pro Magnesium', en: 'Pro Magnesium' },
    form: 'capsules',
    itemsPerMonth: 60,
    contentPerMonth: 60,
    price: { EUR: 19.9, CHF: 21.9 },
    categories: ['magnesium', 'energy', 'sports'],
    color: '#1f7a8c',
    short: {
      de: 'Magnesiumcitrat und -bisglycinat in veganen Kapseln: 400 mg Magnesium pro Tagesdosis für Muskeln und Nerven.',
      en: 'Magnesium citrate and bisglycinate in vegan capsules: 400 mg magnesium per daily dose for muscles and nerves.',
    },
    intro: {
      de: 'Pro Magnesium kombiniert zwei besonders gut verfügbare organische Magnesiumverbindungen. Magnesium trägt zu einer normalen Muskelfunktion, zur normalen Funktion des Nervensystems und zur Verringerung von Müdigkeit und Ermüdung bei.',
      en: 'Pro Magnesium combines two highly bioavailable organic magnesium compounds. Magnesium contributes to normal muscle function, to the normal functioning of the nervous system and to the reduction of tiredness and fatigue.',
    },
    ingredients: {
      de: 'Magnesiumcitrat, Magnesiumbisglycinat, Kapselhülle: Hydroxypropylmethylcellulose. Pro 2 Kapseln: 400 mg Magnesium (107 % NRV*). *Nährstoffbezugswert',
      en: 'Magnesium citrate, magnesium bisglycinate, capsule shell: hydroxypropyl methylcellulose. Per 2 capsules: 400 mg magnesium (107% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 2 Kapseln mit ausreichend Flüssigkeit verzehren, gern am Abend.',
      en: 'Take 2 capsules daily with plenty of liquid, ideally in the evening.',
    },
    related: ['B-KOMPLEX', 'ZINK', 'ASHWA'],
    crosssell: ['VIT-D3K2', 'OMEGA-3'],
    packs: { 3: { special: { EUR: 47.9, CHF: 52.9 }, earlierSale: { EUR: 49.9, CHF: 55.9 } } },
  },
  {
    sku: 'VIT-D3K2',
    name: { de: 'Vitamin D3 + K2 Tropfen', en: 'Vitamin D3 + K2 drops' },
    form: 'drops',
    itemsPerMonth: 300,
    contentPerMonth: 10,
    price: { EUR: 16.9, CHF: 18.9 },
    categories: ['vitamin-d3-k2', 'immune', 'bones-joints'],
    color: '#e0a100',
    short: {
      de: 'Vitamin D3 (1000 I.E.) und Vitamin K2 als MK-7 all-trans in MCT-Öl – 2 Tropfen täglich.',
      en: 'Vitamin D3 (1000 IU) and vitamin K2 as all-trans MK-7 in MCT oil – 2 drops daily.',
    },
    intro: {
      de: 'Unsere Vitamin D3 + K2 Tropfen vereinen zwei fettlösliche Vitamine, die gemeinsam wirken: Vitamin D trägt zur Erhaltung normaler Knochen und zu einer normalen Funktion des Immunsystems bei, Vitamin K trägt zur Erhaltung normaler Knochen bei.',
      en: 'Our vitamin D3 + K2 drops combine two fat-soluble vitamins that work together: vitamin D contributes to the maintenance of normal bones and to the normal function of the immune system, vitamin K contributes to the maintenance of normal bones.',
    },
    ingredients: {
      de: 'MCT-Öl aus Kokos, Cholecalciferol (Vitamin D3), Menachinon-7 (Vitamin K2), Antioxidationsmittel: natürliche Tocopherole. Pro 2 Tropfen: 25 µg Vitamin D3 (500 % NRV*), 50 µg Vitamin K2 (67 % NRV*). *Nährstoffbezugswert',
      en: 'MCT oil from coconut, cholecalciferol (vitamin D3), menaquinone-7 (vitamin K2), antioxidant: natural tocopherols. Per 2 drops: 25 µg vitamin D3 (500% NRV*), 50 µg vitamin K2 (67% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 2 Tropfen direkt auf die Zunge oder auf einen Löffel geben, am besten zu einer fetthaltigen Mahlzeit. Vor Gebrauch schütteln.',
      en: 'Place 2 drops daily on the tongue or a spoon, ideally with a meal containing fat. Shake before use.',
    },
    related: ['VIT-D3', 'OMEGA-3', 'KOLLAGEN'],
    crosssell: ['PRO-MAG', 'ZINK'],
  },
  {
    sku: 'VIT-D3',
    name: { de: 'Vitamin D3 Depot Tabletten', en: 'Vitamin D3 depot tablets' },
    form: 'tablets',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 9.9, CHF: 11.9 },
    categories: ['vitamin-d3', 'immune'],
    color: '#f2b705',
    short: {
      de: 'Vitamin D3 2000 I.E. als kleine Tablette mit Bruchkerbe – eine Tablette täglich.',
      en: 'Vitamin D3 2000 IU as a small scored tablet – one tablet daily.',
    },
    intro: {
      de: 'Vitamin D wird im Winterhalbjahr kaum über die Haut gebildet. Vitamin D trägt zur Erhaltung normaler Knochen und Zähne sowie zu einer normalen Funktion des Immunsystems bei.',
      en: 'The skin hardly produces vitamin D during the winter months. Vitamin D contributes to the maintenance of normal bones and teeth and to the normal function of the immune system.',
    },
    ingredients: {
      de: 'Füllstoff: mikrokristalline Cellulose, Cholecalciferol (Vitamin D3), Trennmittel: Magnesiumsalze der Speisefettsäuren. Pro Tablette: 50 µg Vitamin D3 (1000 % NRV*). *Nährstoffbezugswert',
      en: 'Bulking agent: microcrystalline cellulose, cholecalciferol (vitamin D3), anti-caking agent: magnesium salts of fatty acids. Per tablet: 50 µg vitamin D3 (1000% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 Tablette zu einer Mahlzeit mit etwas Flüssigkeit verzehren.',
      en: 'Take 1 tablet daily with a meal and some liquid.',
    },
    related: ['VIT-D3K2', 'ZINK'],
    crosssell: ['OMEGA-3'],
  },
  {
    sku: 'OMEGA-3',
    name: { de: 'Omega-3 Kapseln', en: 'Omega-3 capsules' },
    form: 'capsules',
    itemsPerMonth: 60,
    contentPerMonth: 60,
    price: { EUR: 24.9, CHF: 27.9 },
    categories: ['omega-3', 'heart'],
    color: '#2a5da8',
    short: {
      de: 'Hochkonzentriertes Fischöl in Triglyceridform: 1000 mg EPA und DHA pro Tagesdosis, ohne Fischgeschmack.',
      en: 'Highly concentrated fish oil in triglyceride form: 1000 mg EPA and DHA per daily dose, no fishy taste.',
    },
    intro: {
      de: 'Unser Omega-3-Öl stammt aus MSC-zertifiziertem Fang und wird mehrfach destilliert. EPA und DHA tragen zu einer normalen Herzfunktion bei (ab 250 mg täglich), DHA zur Erhaltung einer normalen Gehirnfunktion und Sehkraft.',
      en: 'Our omega-3 oil comes from MSC-certified fisheries and is distilled several times. EPA and DHA contribute to the normal function of the heart (from 250 mg daily), DHA to the maintenance of normal brain function and vision.',
    },
    ingredients: {
      de: 'Fischöl-Konzentrat (aus Fisch), Kapselhülle: Fischgelatine, Feuchthaltemittel: Glycerin, Antioxidationsmittel: Tocopherol-reicher Extrakt. Pro 2 Kapseln: 600 mg EPA, 400 mg DHA.',
      en: 'Fish oil concentrate (from fish), capsule shell: fish gelatine, humectant: glycerol, antioxidant: tocopherol-rich extract. Per 2 capsules: 600 mg EPA, 400 mg DHA.',
    },
    usage: {
      de: 'Täglich 2 Kapseln zu einer Mahlzeit mit Wasser verzehren.',
      en: 'Take 2 capsules daily with a meal and water.',
    },
    related: ['Q10', 'VIT-D3K2', 'CURCUMA'],
    crosssell: ['PRO-MAG'],
    packs: { 6: { special: { EUR: 109.9, CHF: 122.9 } } },
  },
  {
    sku: 'ZINK',
    name: { de: 'Zink Bisglycinat', en: 'Zinc bisglycinate' },
    form: 'tablets',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 11.9, CHF: 13.9 },
    categories: ['zinc', 'immune'],
    color: '#6c757d',
    short: {
      de: '15 mg Zink als magenfreundliches Bisglycinat – eine Tablette täglich für Immunsystem, Haut, Haare und Nägel.',
      en: '15 mg zinc as gentle bisglycinate – one tablet daily for the immune system, skin, hair and nails.',
    },
    intro: {
      de: 'Zinkbisglycinat ist an die Aminosäure Glycin gebunden und wird besonders gut vertragen. Zink trägt zu einer normalen Funktion des Immunsystems sowie zur Erhaltung normaler Haut, Haare und Nägel bei.',
      en: 'Zinc bisglycinate is bound to the amino acid glycine and is particularly well tolerated. Zinc contributes to the normal function of the immune system and to the maintenance of normal skin, hair and nails.',
    },
    ingredients: {
      de: 'Füllstoff: mikrokristalline Cellulose, Zinkbisglycinat, Trennmittel: Siliciumdioxid. Pro Tablette: 15 mg Zink (150 % NRV*). *Nährstoffbezugswert',
      en: 'Bulking agent: microcrystalline cellulose, zinc bisglycinate, anti-caking agent: silicon dioxide. Per tablet: 15 mg zinc (150% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 Tablette mit Wasser verzehren, nicht gleichzeitig mit Eisen oder Kaffee.',
      en: 'Take 1 tablet daily with water, not together with iron or coffee.',
    },
    related: ['SELEN', 'VIT-C', 'PRO-MAG'],
    crosssell: ['VIT-D3K2'],
  },
  {
    sku: 'EISEN',
    name: { de: 'Eisen Komplex', en: 'Iron complex' },
    form: 'capsules',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 14.9, CHF: 16.9 },
    categories: ['iron', 'energy'],
    color: '#a23b2a',
    short: {
      de: '20 mg Eisen als Bisglycinat mit 80 mg Vitamin C – magenfreundlich und vegan.',
      en: '20 mg iron as bisglycinate with 80 mg vitamin C – gentle on the stomach and vegan.',
    },
    intro: {
      de: 'Eisen trägt zur normalen Bildung von roten Blutkörperchen und Hämoglobin sowie zur Verringerung von Müdigkeit und Ermüdung bei. Vitamin C erhöht die Eisenaufnahme.',
      en: 'Iron contributes to the normal formation of red blood cells and haemoglobin and to the reduction of tiredness and fatigue. Vitamin C increases iron absorption.',
    },
    ingredients: {
      de: 'L-Ascorbinsäure, Eisenbisglycinat, Kapselhülle: Hydroxypropylmethylcellulose. Pro Kapsel: 20 mg Eisen (143 % NRV*), 80 mg Vitamin C (100 % NRV*). *Nährstoffbezugswert',
      en: 'L-ascorbic acid, iron bisglycinate, capsule shell: hydroxypropyl methylcellulose. Per capsule: 20 mg iron (143% NRV*), 80 mg vitamin C (100% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 Kapsel nüchtern mit Wasser verzehren. Nur nach Rücksprache mit einer Ärztin oder einem Arzt dauerhaft einnehmen.',
      en: 'Take 1 capsule daily on an empty stomach with water. Take long-term only after consulting a doctor.',
    },
    related: ['B-KOMPLEX', 'VIT-C'],
    crosssell: ['ZINK'],
    packs: { 6: { stock: 0, inStock: false } },
  },
  {
    sku: 'B-KOMPLEX',
    name: { de: 'Vitamin B Komplex', en: 'Vitamin B complex' },
    form: 'capsules',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 17.9, CHF: 19.9 },
    categories: ['vitamin-b', 'energy'],
    color: '#d9480f',
    short: {
      de: 'Alle acht B-Vitamine in bioaktiver Form, mit Methylfolat und Methylcobalamin.',
      en: 'All eight B vitamins in bioactive forms, with methylfolate and methylcobalamin.',
    },
    intro: {
      de: 'Die B-Vitamine arbeiten im Stoffwechsel eng zusammen. Vitamin B6, B12, Riboflavin und Niacin tragen zu einem normalen Energiestoffwechsel und zur Verringerung von Müdigkeit und Ermüdung bei.',
      en: 'The B vitamins work closely together in metabolism. Vitamins B6, B12, riboflavin and niacin contribute to normal energy-yielding metabolism and to the reduction of tiredness and fatigue.',
    },
    ingredients: {
      de: 'Nicotinamid, Calcium-D-Pantothenat, Pyridoxal-5-phosphat, Riboflavin-5-phosphat, Thiaminhydrochlorid, Calcium-L-Methylfolat, D-Biotin, Methylcobalamin, Kapselhülle: Hydroxypropylmethylcellulose.',
      en: 'Nicotinamide, calcium D-pantothenate, pyridoxal 5-phosphate, riboflavin 5-phosphate, thiamine hydrochloride, calcium L-methylfolate, D-biotin, methylcobalamin, capsule shell: hydroxypropyl methylcellulose.',
    },
    usage: {
      de: 'Täglich 1 Kapsel zum Frühstück mit Wasser verzehren.',
      en: 'Take 1 capsule daily with breakfast and water.',
    },
    related: ['PRO-MAG', 'EISEN', 'MULTI'],
    crosssell: ['OMEGA-3'],
  },
  {
    sku: 'VIT-C',
    name: { de: 'Vitamin C Pulver', en: 'Vitamin C powder' },
    form: 'powder',
    itemsPerMonth: 30,
    contentPerMonth: 150,
    price: { EUR: 12.9, CHF: 14.9 },
    categories: ['vitamin-c', 'immune'],
    color: '#f08c00',
    short: {
      de: 'Reine L-Ascorbinsäure aus Fermentation, ohne Zusätze – 1000 mg pro Messlöffel.',
      en: 'Pure L-ascorbic acid from fermentation, no additives – 1000 mg per scoop.',
    },
    intro: {
      de: 'Unser Vitamin C Pulver lässt sich individuell dosieren und in Wasser oder Saft einrühren. Vitamin C trägt zu einer normalen Funktion des Immunsystems und zum Schutz der Zellen vor oxidativem Stress bei.',
      en: 'Our vitamin C powder is easy to dose and stirs into water or juice. Vitamin C contributes to the normal function of the immune system and to the protection of cells from oxidative stress.',
    },
    ingredients: {
      de: 'L-Ascorbinsäure (100 %). Pro Messlöffel (1 g): 1000 mg Vitamin C (1250 % NRV*). *Nährstoffbezugswert',
      en: 'L-ascorbic acid (100%). Per scoop (1 g): 1000 mg vitamin C (1250% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 Messlöffel (1 g) in 200 ml Wasser oder Saft einrühren und zu einer Mahlzeit trinken.',
      en: 'Stir 1 scoop (1 g) into 200 ml of water or juice daily and drink with a meal.',
    },
    related: ['ZINK', 'VIT-D3K2', 'SELEN'],
    crosssell: ['EISEN'],
    packs: { 1: { special: { EUR: 9.9, CHF: 11.9 } } },
  },
  {
    sku: 'PROBIO',
    name: { de: 'Probiotik Complex', en: 'Probiotic complex' },
    form: 'capsules',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 29.9, CHF: 32.9 },
    categories: ['probiotics', 'immune'],
    color: '#5c940d',
    short: {
      de: '14 Bakterienstämme mit 20 Milliarden KBE pro Kapsel, magensaftresistent, mit Inulin.',
      en: '14 bacterial strains with 20 billion CFU per capsule, gastro-resistant, with inulin.',
    },
    intro: {
      de: 'Probiotik Complex enthält ausgewählte Lactobacillus- und Bifidobacterium-Stämme in einer magensaftresistenten Kapsel. Das Präbiotikum Inulin aus Chicorée ergänzt die Rezeptur.',
      en: 'Probiotic complex contains selected Lactobacillus and Bifidobacterium strains in a gastro-resistant capsule. Prebiotic inulin from chicory completes the formula.',
    },
    ingredients: {
      de: 'Inulin aus Chicorée, Bakterienkulturen (14 Stämme), Kapselhülle: Hydroxypropylmethylcellulose, Gellan. Pro Kapsel: 20 Mrd. KBE.',
      en: 'Inulin from chicory, bacterial cultures (14 strains), capsule shell: hydroxypropyl methylcellulose, gellan. Per capsule: 20 billion CFU.',
    },
    usage: {
      de: 'Täglich 1 Kapsel morgens vor dem Frühstück mit Wasser verzehren. Kühl und trocken lagern.',
      en: 'Take 1 capsule every morning before breakfast with water. Store in a cool, dry place.',
    },
    related: ['GLUTAMIN', 'VIT-D3K2'],
    crosssell: ['ZINK'],
  },
  {
    sku: 'GLUTAMIN',
    name: { de: 'L-Glutamin Pulver', en: 'L-Glutamine powder' },
    form: 'powder',
    itemsPerMonth: 30,
    contentPerMonth: 150,
    price: { EUR: 14.9, CHF: 16.9 },
    categories: ['amino-acids', 'sports', 'gut-health'],
    color: '#3b5bdb',
    short: {
      de: 'Reines L-Glutamin aus pflanzlicher Fermentation, geschmacksneutral – 5 g pro Portion.',
      en: 'Pure L-glutamine from plant fermentation, neutral taste – 5 g per serving.',
    },
    intro: {
      de: 'L-Glutamin ist die häufigste freie Aminosäure im Körper. Unser Pulver ist frei von Zusatzstoffen und löst sich leicht in Wasser, Saft oder einem Shake.',
      en: 'L-glutamine is the most abundant free amino acid in the body. Our powder is free from additives and dissolves easily in water, juice or a shake.',
    },
    ingredients: {
      de: 'L-Glutamin (100 %) aus Fermentation.',
      en: 'L-glutamine (100%) from fermentation.',
    },
    usage: {
      de: 'Täglich 1 Messlöffel (5 g) in 250 ml Wasser einrühren, z. B. nach dem Training.',
      en: 'Stir 1 scoop (5 g) into 250 ml of water daily, e.g. after training.',
    },
    related: ['KOLLAGEN', 'PROBIO'],
    crosssell: ['PRO-MAG'],
  },
  {
    sku: 'KOLLAGEN',
    name: { de: 'Kollagen Pulver', en: 'Collagen powder' },
    form: 'powder',
    itemsPerMonth: 30,
    contentPerMonth: 300,
    price: { EUR: 34.9, CHF: 38.9 },
    categories: ['protein-collagen', 'bones-joints'],
    color: '#c2255c',
    short: {
      de: 'Hydrolysierte Kollagenpeptide vom Weiderind mit Vitamin C – 10 g pro Portion.',
      en: 'Hydrolysed collagen peptides from grass-fed cattle with vitamin C – 10 g per serving.',
    },
    intro: {
      de: 'Kollagen ist das wichtigste Strukturprotein des Bindegewebes. Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Knorpel, Knochen und Haut bei.',
      en: 'Collagen is the main structural protein of connective tissue. Vitamin C contributes to normal collagen formation for the normal function of cartilage, bones and skin.',
    },
    ingredients: {
      de: 'Kollagenhydrolysat (Rind), L-Ascorbinsäure. Pro Portion (10 g): 9,8 g Kollagenpeptide, 80 mg Vitamin C (100 % NRV*). *Nährstoffbezugswert',
      en: 'Collagen hydrolysate (bovine), L-ascorbic acid. Per serving (10 g): 9.8 g collagen peptides, 80 mg vitamin C (100% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 gehäuften Messlöffel (10 g) in Wasser, Kaffee oder einen Smoothie einrühren.',
      en: 'Stir 1 heaped scoop (10 g) into water, coffee or a smoothie daily.',
    },
    related: ['CURCUMA', 'VIT-C', 'GLUTAMIN'],
    crosssell: ['VIT-D3K2'],
    packs: { 1: { stock: 3 } },
  },
  {
    sku: 'Q10',
    name: { de: 'Coenzym Q10', en: 'Coenzyme Q10' },
    form: 'capsules',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 22.9, CHF: 25.9 },
    categories: ['botanicals', 'heart', 'energy'],
    color: '#9c36b5',
    short: {
      de: '100 mg Coenzym Q10 (Ubiquinon aus Fermentation) in Olivenöl, in pflanzlichen Kapseln.',
      en: '100 mg coenzyme Q10 (ubiquinone from fermentation) in olive oil, in plant-based capsules.',
    },
    intro: {
      de: 'Coenzym Q10 ist ein körpereigener Vitalstoff, der in jeder Zelle vorkommt. Gelöst in Olivenöl wird das fettlösliche Q10 besonders gut aufgenommen.',
      en: 'Coenzyme Q10 is a nutrient the body makes itself and is found in every cell. Dissolved in olive oil, the fat-soluble Q10 is absorbed particularly well.',
    },
    ingredients: {
      de: 'Natives Olivenöl extra, Coenzym Q10, Kapselhülle: modifizierte Stärke, Glycerin, Carrageen. Pro Kapsel: 100 mg Coenzym Q10.',
      en: 'Extra virgin olive oil, coenzyme Q10, capsule shell: modified starch, glycerol, carrageenan. Per capsule: 100 mg coenzyme Q10.',
    },
    usage: {
      de: 'Täglich 1 Kapsel zu einer Mahlzeit verzehren.',
      en: 'Take 1 capsule daily with a meal.',
    },
    related: ['OMEGA-3', 'B-KOMPLEX'],
    crosssell: ['PRO-MAG'],
    packs: { 6: { special: { EUR: 99.9, CHF: 109.9 } } },
  },
  {
    sku: 'CURCUMA',
    name: { de: 'Curcuma Extrakt', en: 'Curcuma extract' },
    form: 'capsules',
    itemsPerMonth: 60,
    contentPerMonth: 60,
    price: { EUR: 21.9, CHF: 24.9 },
    categories: ['botanicals', 'bones-joints'],
    color: '#e67700',
    short: {
      de: 'Curcuma-Extrakt mit 95 % Curcuminoiden und schwarzem Pfeffer für eine bessere Aufnahme.',
      en: 'Curcuma extract with 95% curcuminoids and black pepper for better absorption.',
    },
    intro: {
      de: 'Curcuma (Kurkuma) ist ein traditionelles Gewürz der ayurvedischen Küche. Unser standardisierter Extrakt wird mit Piperin aus schwarzem Pfeffer kombiniert.',
      en: 'Curcuma (turmeric) is a traditional spice of Ayurvedic cuisine. Our standardised extract is combined with piperine from black pepper.',
    },
    ingredients: {
      de: 'Curcuma-Wurzelextrakt (95 % Curcuminoide), Kapselhülle: Hydroxypropylmethylcellulose, Extrakt aus schwarzem Pfeffer (95 % Piperin). Pro 2 Kapseln: 1000 mg Curcuma-Extrakt, 10 mg Pfefferextrakt.',
      en: 'Curcuma root extract (95% curcuminoids), capsule shell: hydroxypropyl methylcellulose, black pepper extract (95% piperine). Per 2 capsules: 1000 mg curcuma extract, 10 mg pepper extract.',
    },
    usage: {
      de: 'Täglich 2 Kapseln zu einer Mahlzeit mit Wasser verzehren. Nicht geeignet für Schwangere und Stillende.',
      en: 'Take 2 capsules daily with a meal and water. Not suitable during pregnancy or breastfeeding.',
    },
    related: ['KOLLAGEN', 'OMEGA-3', 'ASHWA'],
    crosssell: ['VIT-D3K2'],
  },
  {
    sku: 'SELEN',
    name: { de: 'Selen Tabletten', en: 'Selenium tablets' },
    form: 'tablets',
    itemsPerMonth: 30,
    contentPerMonth: 30,
    price: { EUR: 8.9, CHF: 10.9 },
    categories: ['selenium', 'immune'],
    color: '#0b7285',
    short: {
      de: '100 µg Selen als L-Selenomethionin – eine kleine Tablette täglich.',
      en: '100 µg selenium as L-selenomethionine – one small tablet daily.',
    },
    intro: {
      de: 'Selen trägt zu einer normalen Schilddrüsenfunktion, zu einer normalen Funktion des Immunsystems und zum Schutz der Zellen vor oxidativem Stress bei.',
      en: 'Selenium contributes to normal thyroid function, to the normal function of the immune system and to the protection of cells from oxidative stress.',
    },
    ingredients: {
      de: 'Füllstoff: mikrokristalline Cellulose, L-Selenomethionin, Trennmittel: Siliciumdioxid. Pro Tablette: 100 µg Selen (182 % NRV*). *Nährstoffbezugswert',
      en: 'Bulking agent: microcrystalline cellulose, L-selenomethionine, anti-caking agent: silicon dioxide. Per tablet: 100 µg selenium (182% NRV*). *Nutrient reference value',
    },
    usage: {
      de: 'Täglich 1 Tablette mit Wasser verzehren.',
      en: 'Take 1 tablet daily with water.',
    },
    related: ['ZINK', 'VIT-C'],
    crosssell: ['VIT-D3'],
    packs: { 6: { stock: 2 } },
  },
  {
    sku: 'MULTI',
    name: { de: 'Multivitamin Liquid', en: 'Multivitamin liquid' },
    form: 'liquid',
    itemsPerMonth: 30,
    contentPerMonth: 500,
    price: { EUR: 27.9, CHF: 30.9 },
    categories: ['multivitamins', 'immune', 'energy'],
    color: '#e03131',
    short: {
      de: 'Flüssiges Multivitamin mit 12 Vitaminen und Spurenelementen, mit Fruchtsaft gesüßt – 15 ml täglich.',
      en: 'Liquid multivitamin with 12 vitamins and trace elements, sweetened with fruit juice – 15 ml daily.',
    },
    intro: {
      de: 'Multivitamin Liquid ist ideal für alle, die keine Kapseln schlucken möchten. Der fruchtige Geschmack nach roten Beeren kommt aus Fruchtsaftkonzentraten.',
      en: 'Multivitamin liquid is ideal for anyone who prefers not to swallow capsules. The fruity red-berry taste comes from fruit juice concentrates.',
    },
    ingredients: {
      de: 'Wasser, Traubensaftkonzentrat, Aroniasaftkonzentrat, L-Ascorbinsäure, Nicotinamid, Zinkgluconat, D-alpha-Tocopherol, Calcium-D-Pantothenat, Pyridoxin, Riboflavin, Thiamin, Folsäure, Biotin, Cholecalciferol, Cyanocobalamin, Konservierungsstoff: Kaliumsorbat.',
      en: 'Water, grape juice concentrate, aronia juice concentrate, L-ascorbic acid, nicotinamide, zinc gluconate, D-alpha tocopherol, calcium D-pantothenate, pyridoxine, riboflavin, thiamine, folic acid, biotin, cholecalciferol, cyanocobalamin, preservative: potassium sorbate.',
    },
    usage: {
      de: 'Täglich 15 ml (1 Esslöffel) pur oder verdünnt trinken. Vor Gebrauch schütteln, nach dem Öffnen gekühlt lagern und innerhalb von 6 Wochen verbrauchen.',
      en: 'Drink 15 ml (1 tablespoon) daily, neat or diluted. Shake before use, keep refrigerated after opening and use within 6 weeks.',
    },
    related: ['B-KOMPLEX', 'VIT-D3K2'],
    crosssell: ['OMEGA-3'],
  },
  {
    sku: 'ASHWA',
    name: { de: 'Ashwagandha KSM-66', en: 'Ashwagandha KSM-66' },
    form: 'capsules',
    itemsPerMonth: 60,
    contentPerMonth: 60,
    price: { EUR: 23.9, CHF: 26.9 },
    categories: ['botanicals', 'sleep'],
    color: '#2b8a3e',
    short: {
      de: 'Bio-Ashwagandha-Wurzelextrakt KSM-66 mit 5 % Withanoliden – 600 mg pro Tagesdosis.',
      en: 'Organic ashwagandha root extract KSM-66 with 5% withanolides – 600 mg per daily dose.',
    },
    intro: {
      de: 'Ashwagandha (Withania somnifera) wird in der ayurvedischen Tradition seit Jahrhunderten verwendet. KSM-66 ist ein Vollspektrum-Extrakt ausschließlich aus der Wurzel.',
      en: 'Ashwagandha (Withania somnifera) has been used in the Ayurvedic tradition for centuries. KSM-66 is a full-spectrum extract made from the root only.',
    },
    ingredients: {
      de: 'Bio-Ashwagandha-Wurzelextrakt (KSM-66), Kapselhülle: Hydroxypropylmethylcellulose. Pro 2 Kapseln: 600 mg Extrakt, davon 30 mg Withanolide.',
      en: 'Organic ashwagandha root extract (KSM-66), capsule shell: hydroxypropyl methylcellulose. Per 2 capsules: 600 mg extract, including 30 mg withanolides.',
    },
    usage: {
      de: 'Täglich 2 Kapseln am Abend mit Wasser verzehren. Nicht geeignet für Schwangere, Stillende und Kinder.',
      en: 'Take 2 capsules in the evening with water. Not suitable during pregnancy or breastfeeding, or for children.',
    },
    related: ['PRO-MAG', 'CURCUMA'],
    crosssell: ['B-KOMPLEX'],
    packs: { 3: { stock: 0, inStock: false } },
  },
];

/** Per-form texts: how one item is called and what the contents are. */
export const FORM_TEXTS: Record<InhaltLabel, { itemUnit: Localized; itemsPlural: Localized }> = {
  capsules: { itemUnit: { de: 'Kapsel', en: 'capsule' }, itemsPlural: { de: 'Kapseln', en: 'capsules' } },
  tablets: { itemUnit: { de: 'Tablette', en: 'tablet' }, itemsPlural: { de: 'Tabletten', en: 'tablets' } },
  drops: { itemUnit: { de: 'Tropfen', en: 'drop' }, itemsPlural: { de: 'Tropfen', en: 'drops' } },
  powder: { itemUnit: { de: 'Portion', en: 'serving' }, itemsPlural: { de: 'Portionen', en: 'servings' } },
  liquid: { itemUnit: { de: 'Portion', en: 'serving' }, itemsPlural: { de: 'Portionen', en: 'servings' } },
};

export const PACK_LABELS: Record<PackMonths, Localized> = {
  1: { de: '1 Monat', en: '1 month' },
  3: { de: '3 Monate', en: '3 months' },
  6: { de: '6 Monate', en: '6 months' },
};

export const DISCLAIMER: Localized = {
  de: 'Nahrungsergänzungsmittel sind kein Ersatz für eine ausgewogene und abwechslungsreiche Ernährung und eine gesunde Lebensweise. Die angegebene empfohlene tägliche Verzehrmenge darf nicht überschritten werden. Außerhalb der Reichweite von kleinen Kindern lagern.',
  en: 'Food supplements are not a substitute for a varied and balanced diet and a healthy lifestyle. Do not exceed the stated recommended daily dose. Keep out of the reach of young children.',
};
