// Review texts of the seed shop, in German and English. Every text fits any product of its form
// (or any product at all); the seed picks them per product with a fixed random sequence.
import type { InhaltLabel, Lang } from './catalog-products.ts';

export interface ReviewText {
  rating: 2 | 3 | 4 | 5;
  summary: string;
  text: string;
}

type Pool = Record<Lang, ReviewText[]>;

export const GENERAL_REVIEWS: Pool = {
  de: [
    {
      rating: 5,
      summary: 'Nehme ich seit Monaten',
      text: 'Ich nehme das Produkt jetzt seit gut drei Monaten täglich und bin rundum zufrieden. Gut verträglich, keinerlei Nebenwirkungen, und die Packung reicht genau so lange wie angegeben.',
    },
    {
      rating: 5,
      summary: 'Top Qualität, schnelle Lieferung',
      text: 'Bestellt am Montag, am Mittwoch war das Paket da. Die Qualität überzeugt mich, und dass alles ohne unnötige Zusatzstoffe auskommt, war für mich der Grund zu bestellen.',
    },
    {
      rating: 4,
      summary: 'Gutes Produkt, Preis etwas hoch',
      text: 'Inhaltlich gibt es nichts auszusetzen, ich vertrage es gut. Einen Stern Abzug gibt es für den Preis – im Sparabo ist es aber deutlich günstiger.',
    },
    {
      rating: 5,
      summary: 'Endlich etwas, das ich gut vertrage',
      text: 'Ich habe einen empfindlichen Magen und schon einige Präparate ausprobiert. Dieses hier vertrage ich problemlos, auch morgens auf nüchternen Magen.',
    },
    {
      rating: 4,
      summary: 'Solide',
      text: 'Macht, was es soll. Die Dosierung ist übersichtlich beschrieben, die Verpackung ist wiederverschließbar und hält dicht.',
    },
    {
      rating: 3,
      summary: 'Okay, aber keine Wunder',
      text: 'Ich merke ehrlich gesagt keinen großen Unterschied, aber das liegt vielleicht auch an mir. Die Qualität scheint gut zu sein, die Lieferung war schnell.',
    },
    {
      rating: 5,
      summary: 'Von meiner Heilpraktikerin empfohlen',
      text: 'Meine Heilpraktikerin hat mir genau dieses Produkt empfohlen, nachdem meine Blutwerte niedrig waren. Beim letzten Test lagen sie wieder im Normalbereich.',
    },
    {
      rating: 2,
      summary: 'Verpackung beschädigt angekommen',
      text: 'Das Produkt selbst ist wahrscheinlich in Ordnung, aber die Dose kam mit einem Riss im Deckel an. Der Kundenservice hat sich zwar schnell gemeldet, trotzdem ärgerlich.',
    },
    {
      rating: 4,
      summary: 'Gerne wieder',
      text: 'Zweite Bestellung, diesmal die größere Packung, weil sie pro Monat günstiger ist. Bin zufrieden und bleibe dabei.',
    },
    {
      rating: 5,
      summary: 'Transparente Angaben',
      text: 'Mir gefällt, dass die Inhaltsstoffe und die Mengen pro Tagesdosis genau angegeben sind. So weiß ich, was ich zu mir nehme. Klare Kaufempfehlung.',
    },
    {
      rating: 3,
      summary: 'Mittelmaß',
      text: 'Nicht schlecht, nicht überragend. Für den Preis hätte ich mir etwas mehr Inhalt gewünscht, die Verträglichkeit ist aber gut.',
    },
    {
      rating: 5,
      summary: 'Fester Bestandteil meiner Routine',
      text: 'Gehört bei mir inzwischen zum Frühstück wie der Kaffee. Ich fühle mich fitter, vor allem in den Wintermonaten.',
    },
  ],
  en: [
    {
      rating: 5,
      summary: 'Been taking it for months',
      text: 'I have been taking this daily for about three months now and I am very happy with it. Easy on the stomach, no side effects, and one pack lasts exactly as long as stated.',
    },
    {
      rating: 4,
      summary: 'Good product, a bit pricey',
      text: 'Nothing to fault in terms of quality and I tolerate it well. One star off for the price, although the savings plan makes it noticeably cheaper.',
    },
    {
      rating: 5,
      summary: 'Fast delivery, great quality',
      text: 'Ordered on Monday, arrived on Wednesday. Clean ingredient list without unnecessary additives, which is exactly what I was looking for.',
    },
    {
      rating: 3,
      summary: 'Fine, but no miracles',
      text: 'To be honest I do not notice a big difference yet. The quality seems good and shipping was quick, so I will give it another month.',
    },
    {
      rating: 5,
      summary: 'Recommended by my GP',
      text: 'My doctor suggested I take this after a blood test showed low levels. At my last check-up they were back in the normal range.',
    },
    {
      rating: 4,
      summary: 'Will buy again',
      text: 'Second order, this time the bigger pack because it is cheaper per month. Does what it should.',
    },
    {
      rating: 2,
      summary: 'Arrived damaged',
      text: 'The product itself is probably fine, but the tub arrived with a cracked lid. Customer service replied quickly, still annoying.',
    },
    {
      rating: 5,
      summary: 'Part of my morning routine',
      text: 'It has become part of my breakfast. I feel more energetic, especially during the darker months.',
    },
  ],
};

/** Texts that mention the form: capsules are swallowed, powder is stirred in, drops are counted. */
export const FORM_REVIEWS: Record<InhaltLabel, Pool> = {
  capsules: {
    de: [
      {
        rating: 5,
        summary: 'Kapseln lassen sich gut schlucken',
        text: 'Die Kapseln sind nicht zu groß und lassen sich mit einem Glas Wasser problemlos schlucken. Kein Nachgeschmack, kein Aufstoßen.',
      },
      {
        rating: 4,
        summary: 'Vegane Kapseln, prima',
        text: 'Toll, dass die Kapselhülle vegan ist. Einziger Kritikpunkt: Die Dose könnte kleiner sein, sie ist nur halb voll.',
      },
    ],
    en: [
      {
        rating: 5,
        summary: 'Easy to swallow',
        text: 'The capsules are not too big and go down easily with a glass of water. No aftertaste at all.',
      },
    ],
  },
  tablets: {
    de: [
      {
        rating: 4,
        summary: 'Tabletten teilbar',
        text: 'Die Tabletten haben eine Bruchkerbe, so kann ich die Dosis an meine Werte anpassen. Schmecken neutral.',
      },
      {
        rating: 5,
        summary: 'Klein und praktisch',
        text: 'Sehr kleine Tabletten, die ich auch unterwegs ohne Probleme nehmen kann. Die Dose passt in jede Handtasche.',
      },
    ],
    en: [
      {
        rating: 4,
        summary: 'Small tablets',
        text: 'Small tablets with a score line, so I can split them. Neutral taste.',
      },
    ],
  },
  drops: {
    de: [
      {
        rating: 5,
        summary: 'Tropfen einfach zu dosieren',
        text: 'Mit der Pipette lässt sich genau dosieren, ich gebe die Tropfen morgens auf einen Löffel Joghurt. Geschmacklich neutral.',
      },
      {
        rating: 4,
        summary: 'Praktisch für die ganze Familie',
        text: 'Wir nehmen die Tropfen zu dritt, die Flasche reicht trotzdem lange. Die Pipette tropft manchmal etwas nach.',
      },
    ],
    en: [
      {
        rating: 5,
        summary: 'Easy to dose',
        text: 'The dropper makes dosing precise; I add the drops to my yoghurt in the morning. No taste.',
      },
    ],
  },
  powder: {
    de: [
      {
        rating: 5,
        summary: 'Löst sich gut auf',
        text: 'Das Pulver löst sich in Wasser und Saft vollständig auf, keine Klümpchen. Der Messlöffel liegt bei, sehr praktisch.',
      },
      {
        rating: 3,
        summary: 'Geschmack gewöhnungsbedürftig',
        text: 'In Wasser schmeckt es mir etwas zu neutral-bitter, im Smoothie merkt man es dagegen gar nicht. Wirkung kann ich noch nicht beurteilen.',
      },
    ],
    en: [
      {
        rating: 4,
        summary: 'Dissolves well',
        text: 'Dissolves completely in water or juice, no lumps. A measuring scoop is included.',
      },
    ],
  },
  liquid: {
    de: [
      {
        rating: 4,
        summary: 'Schmeckt fruchtig',
        text: 'Der Saft schmeckt angenehm fruchtig, auch unsere Kinder nehmen ihn gern. Nach dem Öffnen muss die Flasche in den Kühlschrank.',
      },
    ],
    en: [
      {
        rating: 4,
        summary: 'Tastes good',
        text: 'Pleasant fruity taste, even our kids take it happily. Needs to go in the fridge once opened.',
      },
    ],
  },
};

export const NICKNAMES: Record<Lang, string[]> = {
  de: [
    'Sabine K.',
    'Thomas',
    'Anja aus Köln',
    'Michael R.',
    'Petra',
    'Jens W.',
    'Claudia',
    'Markus aus München',
    'Katrin S.',
    'Lena',
    'Stefan B.',
    'Monika',
    'Frank',
    'Julia M.',
    'Ute aus Hamburg',
    'Daniel',
  ],
  en: ['Sarah', 'James T.', 'Emma from Leeds', 'Oliver', 'Charlotte B.', 'Daniel', 'Sophie', 'Mark W.'],
};
