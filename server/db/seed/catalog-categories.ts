// The seed shop's category tree: one root, top-level ranges, their subcategories and, under
// Vitamin D, a third level. German url keys for the German store views, English ones for English.

export interface CategoryText {
  name: string;
  urlKey: string;
  description: string;
}

export interface CategoryDef {
  key: string;
  parent: string | null;
  includeInMenu?: boolean;
  de: CategoryText;
  en: CategoryText;
}

const c = (
  key: string,
  parent: string | null,
  de: [name: string, urlKey: string, description: string],
  en: [name: string, urlKey: string, description: string],
  includeInMenu = true,
): CategoryDef => ({
  key,
  parent,
  includeInMenu,
  de: { name: de[0], urlKey: de[1], description: de[2] },
  en: { name: en[0], urlKey: en[1], description: en[2] },
});

/** In tree order: a parent always comes before its children; siblings in menu order. */
export const CATEGORIES: CategoryDef[] = [
  c(
    'root',
    null,
    ['Standardkategorie', 'standardkategorie', ''],
    ['Default Category', 'default-category', ''],
  ),

  c(
    'vitamins',
    'root',
    [
      'Vitamine',
      'vitamine',
      'Einzelvitamine und Vitaminkomplexe in bioaktiver Form – hoch dosiert und gut verträglich.',
    ],
    [
      'Vitamins',
      'vitamins',
      'Single vitamins and vitamin complexes in bioactive forms – high strength and well tolerated.',
    ],
  ),
  c(
    'vitamin-d',
    'vitamins',
    ['Vitamin D', 'vitamin-d', 'Vitamin D3 als Tropfen und Tabletten, auch in Kombination mit Vitamin K2.'],
    ['Vitamin D', 'vitamin-d', 'Vitamin D3 as drops and tablets, also combined with vitamin K2.'],
  ),
  c(
    'vitamin-d3-k2',
    'vitamin-d',
    ['Vitamin D3 + K2', 'vitamin-d3-k2', 'Vitamin D3 mit Vitamin K2 (MK-7) für Knochen und Immunsystem.'],
    [
      'Vitamin D3 + K2',
      'vitamin-d3-k2',
      'Vitamin D3 with vitamin K2 (MK-7) for bones and the immune system.',
    ],
  ),
  c(
    'vitamin-d3',
    'vitamin-d',
    ['Vitamin D3 Tabletten', 'vitamin-d3-tabletten', 'Vitamin D3 als kleine, leicht teilbare Tabletten.'],
    ['Vitamin D3 tablets', 'vitamin-d3-tablets', 'Vitamin D3 as small tablets that are easy to split.'],
  ),
  c(
    'vitamin-b',
    'vitamins',
    ['Vitamin B', 'vitamin-b', 'Alle acht B-Vitamine in aktiver Form.'],
    ['Vitamin B', 'vitamin-b', 'All eight B vitamins in their active forms.'],
  ),
  c(
    'vitamin-c',
    'vitamins',
    ['Vitamin C', 'vitamin-c', 'Reines Vitamin C als Pulver – flexibel dosierbar.'],
    ['Vitamin C', 'vitamin-c', 'Pure vitamin C powder – easy to dose.'],
  ),
  c(
    'multivitamins',
    'vitamins',
    ['Multivitamine', 'multivitamine', 'Vitamine und Mineralstoffe in einem Produkt.'],
    ['Multivitamins', 'multivitamins', 'Vitamins and minerals in one product.'],
  ),

  c(
    'minerals',
    'root',
    [
      'Mineralstoffe',
      'mineralstoffe',
      'Mineralstoffe und Spurenelemente in gut bioverfügbaren Verbindungen.',
    ],
    ['Minerals', 'minerals', 'Minerals and trace elements in highly bioavailable compounds.'],
  ),
  c(
    'magnesium',
    'minerals',
    ['Magnesium', 'magnesium', 'Magnesium für Muskeln, Nerven und Energiestoffwechsel.'],
    ['Magnesium', 'magnesium', 'Magnesium for muscles, nerves and energy metabolism.'],
  ),
  c(
    'zinc',
    'minerals',
    ['Zink', 'zink', 'Zink für Immunsystem, Haut, Haare und Nägel.'],
    ['Zinc', 'zinc', 'Zinc for the immune system, skin, hair and nails.'],
  ),
  c(
    'iron',
    'minerals',
    ['Eisen', 'eisen', 'Magenfreundliches Eisen mit Vitamin C.'],
    ['Iron', 'iron', 'Gentle iron with vitamin C.'],
  ),
  c(
    'selenium',
    'minerals',
    ['Selen', 'selen', 'Selen für Schilddrüse und Zellschutz.'],
    ['Selenium', 'selenium', 'Selenium for the thyroid and cell protection.'],
  ),

  c(
    'amino-acids',
    'root',
    ['Aminosäuren', 'aminosaeuren', 'Einzelne Aminosäuren in pharmazeutischer Qualität.'],
    ['Amino acids', 'amino-acids', 'Single amino acids in pharmaceutical quality.'],
  ),
  c(
    'omega-3',
    'root',
    [
      'Omega-3 & Fettsäuren',
      'omega-3-fettsaeuren',
      'Omega-3-Fettsäuren EPA und DHA aus nachhaltigem Fischfang.',
    ],
    [
      'Omega-3 & fatty acids',
      'omega-3-fatty-acids',
      'Omega-3 fatty acids EPA and DHA from sustainable fisheries.',
    ],
  ),
  c(
    'gut-health',
    'root',
    ['Darmgesundheit', 'darmgesundheit', 'Für eine ausgewogene Darmflora.'],
    ['Gut health', 'gut-health', 'For a balanced gut flora.'],
  ),
  c(
    'probiotics',
    'gut-health',
    ['Probiotika', 'probiotika', 'Milchsäurebakterien und Bifidobakterien in magensaftresistenten Kapseln.'],
    ['Probiotics', 'probiotics', 'Lactobacilli and bifidobacteria in gastro-resistant capsules.'],
  ),
  c(
    'sports',
    'root',
    ['Sport & Fitness', 'sport-fitness', 'Nährstoffe für Training, Regeneration und Leistung.'],
    ['Sports & fitness', 'sports-fitness', 'Nutrients for training, recovery and performance.'],
  ),
  c(
    'protein-collagen',
    'sports',
    ['Proteine & Kollagen', 'proteine-kollagen', 'Kollagenpeptide und Proteine für Bindegewebe und Muskeln.'],
    [
      'Protein & collagen',
      'protein-collagen',
      'Collagen peptides and proteins for connective tissue and muscles.',
    ],
  ),
  c(
    'botanicals',
    'root',
    [
      'Pflanzen- & Vitalstoffe',
      'pflanzen-vitalstoffe',
      'Pflanzenextrakte und Vitalstoffe wie Curcuma, Ashwagandha und Q10.',
    ],
    [
      'Botanicals & nutrients',
      'botanicals-nutrients',
      'Plant extracts and nutrients such as curcuma, ashwagandha and Q10.',
    ],
  ),

  c(
    'health-areas',
    'root',
    ['Anwendungsgebiete', 'anwendungsgebiete', 'Produkte nach Anwendungsgebiet.'],
    ['Health areas', 'health-areas', 'Products by health area.'],
  ),
  c(
    'immune',
    'health-areas',
    [
      'Immunsystem',
      'immunsystem',
      'Vitamin C, D, Zink und Selen tragen zur normalen Funktion des Immunsystems bei.',
    ],
    [
      'Immune system',
      'immune-system',
      'Vitamins C and D, zinc and selenium contribute to the normal function of the immune system.',
    ],
  ),
  c(
    'energy',
    'health-areas',
    ['Energie & Leistung', 'energie-leistung', 'Nährstoffe, die Müdigkeit und Ermüdung verringern.'],
    ['Energy & performance', 'energy-performance', 'Nutrients that reduce tiredness and fatigue.'],
  ),
  c(
    'sleep',
    'health-areas',
    ['Schlaf & Entspannung', 'schlaf-entspannung', 'Für erholsame Nächte und innere Ruhe.'],
    ['Sleep & relaxation', 'sleep-relaxation', 'For restful nights and inner calm.'],
  ),
  c(
    'bones-joints',
    'health-areas',
    ['Knochen & Gelenke', 'knochen-gelenke', 'Vitamin D, K2, Kollagen und Curcuma für den Bewegungsapparat.'],
    ['Bones & joints', 'bones-joints', 'Vitamin D, K2, collagen and curcuma for the musculoskeletal system.'],
  ),
  c(
    'heart',
    'health-areas',
    ['Herz & Kreislauf', 'herz-kreislauf', 'EPA und DHA tragen zu einer normalen Herzfunktion bei.'],
    [
      'Heart & circulation',
      'heart-circulation',
      'EPA and DHA contribute to the normal function of the heart.',
    ],
  ),
];
