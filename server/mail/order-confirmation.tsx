// The order confirmation mail (React Email): lines, totals with VAT, addresses, payment
// instructions, the terms and the right of withdrawal with its model form, in the order's
// language, as HTML and as text, in the shop's mail layout.
import { Heading, Hr, Section, Text } from '@react-email/components';
import {
  INVOICE_DUE_DAYS,
  SEPA_REFUND_WEEKS,
  SHOP_BANK_ACCOUNT,
  WITHDRAWAL_DAYS,
} from '../../domain/checkout.ts';
import { countryName } from '../../domain/countries.ts';
import type { FullOrder, OrderAddressRow } from '../commerce/orders.ts';
import { MailLayout, renderMail, SHOP_IMPRINT } from './layout.tsx';
import type { MailMessage } from './mailer.ts';
import { type Language, localeOf } from '../../domain/store.ts';

type Lang = Language;

/** Where a withdrawal goes: the shop's address as its imprint and withdrawal page state it. */
const WITHDRAWAL_ADDRESS = {
  de: `${SHOP_IMPRINT.company}, ${SHOP_IMPRINT.street}, ${SHOP_IMPRINT.city}, ${SHOP_IMPRINT.email}`,
  en: `${SHOP_IMPRINT.company}, ${SHOP_IMPRINT.street}, ${SHOP_IMPRINT.city}, Germany, ${SHOP_IMPRINT.email}`,
};

const T = {
  de: {
    subject: (n: string) => `Ihre Bestellung ${n}`,
    hello: (name: string) => `Hallo ${name},`,
    thanks: (n: string) => `vielen Dank für Ihre Bestellung. Ihre Bestellnummer ist ${n}.`,
    lines: 'Ihre Bestellung',
    savingsPlan: (interval: string) =>
      `Sparplan, ${interval === 'quarterly' ? 'quartalsweise' : 'monatliche'} Lieferung`,
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    shipping: 'Versand',
    free: 'kostenlos',
    total: 'Gesamtsumme',
    vat: (rate: string) => `enthaltene MwSt. (${rate} %)`,
    shippingAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    payment: 'Zahlung',
    invoice: `Sie erhalten die Rechnung mit der Lieferung. Bitte zahlen Sie innerhalb von ${INVOICE_DUE_DAYS} Tagen.`,
    prepayment: (n: string, amount: string) =>
      `Bitte überweisen Sie ${amount} an ${SHOP_BANK_ACCOUNT.holder}, IBAN ${SHOP_BANK_ACCOUNT.iban}, BIC ${SHOP_BANK_ACCOUNT.bic} (${SHOP_BANK_ACCOUNT.bank}), Verwendungszweck ${n}. Wir versenden, sobald die Zahlung eingegangen ist.`,
    provider: 'Sie haben bei unserem Zahlungsdienstleister bezahlt; wir bestätigen den Eingang gesondert.',
    sepa: `Bei Zahlung per SEPA-Lastschrift können Sie innerhalb von ${SEPA_REFUND_WEEKS} Wochen ab Belastung die Erstattung verlangen.`,
    terms: 'Allgemeine Geschäftsbedingungen',
    termsText:
      'Es gelten unsere Allgemeinen Geschäftsbedingungen in der bei Bestellung gültigen Fassung. Der Vertrag kommt mit dieser Bestätigung zustande.',
    withdrawal: 'Widerrufsbelehrung',
    withdrawalText: `Sie haben das Recht, binnen ${WITHDRAWAL_DAYS} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt ${WITHDRAWAL_DAYS} Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${WITHDRAWAL_ADDRESS.de}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Wenn Sie diesen Vertrag widerrufen, zahlen wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten einer anderen als der günstigsten Standardlieferung) unverzüglich und spätestens binnen ${WITHDRAWAL_DAYS} Tagen ab dem Tag zurück, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Das Widerrufsrecht besteht nicht bei versiegelten Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde.`,
    form: 'Muster-Widerrufsformular',
    formText: [
      '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
      `An ${WITHDRAWAL_ADDRESS.de}:`,
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)',
      'Bestellt am (*)/erhalten am (*):',
      'Name des/der Verbraucher(s):',
      'Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
      '(*) Unzutreffendes streichen.',
    ],
  },
  en: {
    subject: (n: string) => `Your order ${n}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (n: string) => `thank you for your order. Your order number is ${n}.`,
    lines: 'Your order',
    savingsPlan: (interval: string) => `Savings plan, ${interval} delivery`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'free',
    total: 'Grand total',
    vat: (rate: string) => `incl. VAT (${rate} %)`,
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    payment: 'Payment',
    invoice: `You receive the invoice with the delivery. Please pay within ${INVOICE_DUE_DAYS} days.`,
    prepayment: (n: string, amount: string) =>
      `Please transfer ${amount} to ${SHOP_BANK_ACCOUNT.holder}, IBAN ${SHOP_BANK_ACCOUNT.iban}, BIC ${SHOP_BANK_ACCOUNT.bic} (${SHOP_BANK_ACCOUNT.bank}), reference ${n}. We ship as soon as the payment has arrived.`,
    provider: 'You paid at our payment provider; we confirm the receipt separately.',
    sepa: `With a SEPA direct debit you can ask for a refund within ${SEPA_REFUND_WEEKS} weeks of the debit.`,
    terms: 'Terms and conditions',
    termsText:
      'Our terms and conditions as valid at the time of the order apply. The contract is concluded with this confirmation.',
    withdrawal: 'Right of withdrawal',
    withdrawalText: `You have the right to withdraw from this contract within ${WITHDRAWAL_DAYS} days without giving any reason. The withdrawal period expires after ${WITHDRAWAL_DAYS} days from the day on which you, or a third party other than the carrier indicated by you, take physical possession of the goods. To exercise the right of withdrawal, you must inform us (${WITHDRAWAL_ADDRESS.en}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the attached model withdrawal form, but it is not obligatory. If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than ${WITHDRAWAL_DAYS} days from the day on which we are informed about your decision to withdraw from this contract. The right of withdrawal does not apply to sealed goods which are not suitable for return due to health protection or hygiene reasons if they were unsealed after delivery.`,
    form: 'Model withdrawal form',
    formText: [
      '(Complete and return this form only if you wish to withdraw from the contract.)',
      `To ${WITHDRAWAL_ADDRESS.en}:`,
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)',
      'Ordered on (*)/received on (*):',
      'Name of consumer(s):',
      'Address of consumer(s):',
      'Signature of consumer(s) (only if this form is notified on paper):',
      'Date:',
      '(*) Delete as appropriate.',
    ],
  },
} as const;

export function money(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency }).format(cents / 100);
}

function AddressBlock({
  title,
  address,
  lang,
}: {
  title: string;
  address: OrderAddressRow | null;
  lang: Lang;
}) {
  if (!address) return null;
  const country = countryName(address.countryCode, lang);
  const lines = [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    `${address.postcode ?? ''} ${address.city}`.trim(),
    address.region ? `${address.region}, ${country}` : country,
  ].filter(Boolean);
  return (
    <Section>
      <Heading as="h3">{title}</Heading>
      {lines.map((line) => (
        <Text key={line} style={{ margin: 0 }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

export function OrderConfirmation({ full }: { full: FullOrder }) {
  const { order, items, shipping, billing } = full;
  const lang: Lang = order.language === 'en' ? 'en' : 'de';
  const t = T[lang];
  const m = (c: number) => money(c, order.currency, lang);
  const name = billing?.firstname ?? shipping?.firstname ?? '';
  const rate = new Intl.NumberFormat(localeOf(lang)).format(order.vatRate);
  return (
    <MailLayout lang={lang} preview={t.subject(order.number)}>
      <Heading as="h1">{t.subject(order.number)}</Heading>
      <Text>{t.hello(name)}</Text>
      <Text>{t.thanks(order.number)}</Text>
      <Heading as="h2">{t.lines}</Heading>
      {items.map((item) => (
        <Text key={item.id}>
          {item.quantity} × {item.name}
          {item.packLabel ? ` (${item.packLabel})` : ''} ({item.sku})
          {item.purchaseMode === 'onGoing' ? ` – ${t.savingsPlan(item.deliveryInterval ?? 'monthly')}` : ''}:{' '}
          {m(item.rowTotalCents)}
        </Text>
      ))}
      <Hr />
      <Text>
        {t.subtotal}: {m(order.subtotalCents)}
      </Text>
      {order.discountCents > 0 ? (
        <Text>
          {order.discountLabel || t.discount}: −{m(order.discountCents)}
        </Text>
      ) : null}
      <Text>
        {t.shipping} ({order.shippingTitle}): {order.shippingCents === 0 ? t.free : m(order.shippingCents)}
      </Text>
      <Text>
        <strong>
          {t.total}: {m(order.grandTotalCents)}
        </strong>
      </Text>
      <Text>
        {t.vat(rate)}: {m(order.taxCents)}
      </Text>
      <Hr />
      <AddressBlock title={t.shippingAddress} address={shipping} lang={lang} />
      <AddressBlock title={t.billingAddress} address={billing} lang={lang} />
      <Heading as="h3">
        {t.payment}: {order.paymentTitle}
      </Heading>
      <Text>
        {order.paymentMethod === 'banktransfer'
          ? t.prepayment(order.number, m(order.grandTotalCents))
          : order.paymentMethod === 'invoice'
            ? t.invoice
            : t.provider}
      </Text>
      <Text>{t.sepa}</Text>
      <Hr />
      <Heading as="h3">{t.terms}</Heading>
      <Text>{t.termsText}</Text>
      <Heading as="h3">{t.withdrawal}</Heading>
      <Text>{t.withdrawalText}</Text>
      <Heading as="h3">{t.form}</Heading>
      {t.formText.map((line) => (
        <Text key={line} style={{ margin: 0 }}>
          {line}
        </Text>
      ))}
    </MailLayout>
  );
}

export async function orderConfirmationMail(full: FullOrder): Promise<MailMessage> {
  const lang: Lang = full.order.language === 'en' ? 'en' : 'de';
  return renderMail(full.order.email, T[lang].subject(full.order.number), <OrderConfirmation full={full} />);
}
