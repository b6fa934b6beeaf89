// The 'payment received' mail (React Email): sent once when a verified provider message (Stripe
// webhook, PayPal capture or webhook) marks an order awaiting payment as paid. In the order's
// language, HTML and text, in the shop's mail layout; names the order number and the amount.
import { Heading, Text } from '@react-email/components';
import type { FullOrder } from '../commerce/orders.ts';
import { MailLayout, renderMail } from './layout.tsx';
import type { MailMessage } from './mailer.ts';
import { money } from './order-confirmation.tsx';
import type { Language } from '../../domain/store.ts';

type Lang = Language;

const T = {
  de: {
    subject: (n: string) => `Zahlung für Ihre Bestellung ${n} erhalten`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    received: (n: string, amount: string, method: string) =>
      `wir haben Ihre Zahlung über ${amount} (${method}) für die Bestellung ${n} erhalten. Vielen Dank!`,
    next: 'Wir packen Ihre Bestellung jetzt und schreiben Ihnen, sobald sie unterwegs ist.',
  },
  en: {
    subject: (n: string) => `Payment received for your order ${n}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    received: (n: string, amount: string, method: string) =>
      `we have received your payment of ${amount} (${method}) for order ${n}. Thank you!`,
    next: 'We are now packing your order and will let you know when it is on its way.',
  },
} as const;

const langOf = (full: FullOrder): Lang => (full.order.language === 'en' ? 'en' : 'de');

export function PaymentReceived({ full }: { full: FullOrder }) {
  const { order, billing, shipping } = full;
  const lang = langOf(full);
  const t = T[lang];
  const name = billing?.firstname ?? shipping?.firstname ?? '';
  return (
    <MailLayout lang={lang} preview={t.subject(order.number)}>
      <Heading as="h1">{t.subject(order.number)}</Heading>
      <Text>{t.hello(name)}</Text>
      <Text>
        {t.received(order.number, money(order.grandTotalCents, order.currency, lang), order.paymentTitle)}
      </Text>
      <Text>{t.next}</Text>
    </MailLayout>
  );
}

export async function paymentReceivedMail(full: FullOrder): Promise<MailMessage> {
  return renderMail(
    full.order.email,
    T[langOf(full)].subject(full.order.number),
    <PaymentReceived full={full} />,
  );
}
