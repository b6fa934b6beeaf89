// The savings-plan mails the jobs and checkout send (React Email, HTML and text, in the plan's
// language): plan started, reminder before a delivery, delivery ordered, delivery postponed (out of
// stock) and plan paused after failed payments. Each links the plan's page in the account; the
// reminder also links the page with 'skip this delivery' or 'change the plan' opened.
import { Button, Heading, Text } from '@react-email/components';
import type { ReactElement, ReactNode } from 'react';
import { INVOICE_DUE_DAYS, SHOP_BANK_ACCOUNT } from '../../domain/checkout.ts';
import { formatShopDate } from '../../domain/dates.ts';
import { DELIVERY_INTERVAL_LABELS } from '../../domain/savings-plans.ts';
import {
  earliestCancellationDate,
  isDeliveryInterval,
  type PlanLinkAction,
  planPagePath,
  shopDate,
} from '../../domain/subscriptions.ts';
import type { FullOrder } from '../commerce/orders.ts';
import type { SubscriptionRow } from '../subscriptions/create.ts';
import { MailLayout, renderMail } from './layout.tsx';
import type { MailMessage } from './mailer.ts';
import { type Language, localeOf } from '../../domain/store.ts';

type Lang = Language;

const T = {
  de: {
    hello: (name: string) => `Hallo ${name},`,
    started: (n: string) => `Ihr Sparabo ${n} ist gestartet`,
    startedText: (product: string) =>
      `vielen Dank! Ihr Sparabo für ${product} läuft. Die erste Lieferung ist Ihre Bestellung von heute.`,
    reminder: (date: string) => `Ihre nächste Sparabo-Lieferung am ${date}`,
    reminderText: (product: string, date: string) =>
      `am ${date} bestellen wir die nächste Lieferung Ihres Sparabos für ${product}. Sie möchten diese Lieferung aussetzen oder etwas ändern? Das geht bis dahin in Ihrem Kundenkonto.`,
    skip: 'Diese Lieferung aussetzen',
    change: 'Sparabo ändern',
    ordered: (n: string) => `Ihre Sparabo-Lieferung: Bestellung ${n}`,
    orderedText: (product: string, n: string) =>
      `die nächste Lieferung Ihres Sparabos für ${product} ist bestellt. Ihre Bestellnummer ist ${n}.`,
    total: 'Gesamtsumme',
    invoice: `Sie erhalten die Rechnung mit der Lieferung. Bitte zahlen Sie innerhalb von ${INVOICE_DUE_DAYS} Tagen.`,
    prepayment: (n: string, amount: string) =>
      `Bitte überweisen Sie ${amount} an ${SHOP_BANK_ACCOUNT.holder}, IBAN ${SHOP_BANK_ACCOUNT.iban}, BIC ${SHOP_BANK_ACCOUNT.bic} (${SHOP_BANK_ACCOUNT.bank}), Verwendungszweck ${n}. Wir versenden, sobald die Zahlung eingegangen ist.`,
    postponed: (n: string) => `Ihre Sparabo-Lieferung verschiebt sich (${n})`,
    postponedText: (product: string, date: string) =>
      `${product} ist im Moment leider nicht in der benötigten Menge vorrätig. Wir verschieben Ihre Lieferung und versuchen es am ${date} erneut. Sie zahlen erst, wenn wir liefern.`,
    paused: (n: string) => `Ihr Sparabo ${n} ist pausiert`,
    pausedText: (product: string) =>
      `wir konnten die Zahlung für die nächste Lieferung Ihres Sparabos für ${product} mehrmals nicht einziehen und haben das Sparabo deshalb pausiert. Bitte wählen Sie in Ihrem Kundenkonto eine andere Zahlungsart und setzen Sie das Sparabo dort fort.`,
    plan: 'Ihr Sparabo',
    product: 'Produkt',
    quantity: 'Menge',
    interval: 'Lieferung',
    next: 'Nächste Lieferung',
    none: 'keine',
    earliestCancel: 'Frühestens kündbar zum',
    open: 'Sparabo ansehen',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    started: (n: string) => `Your savings plan ${n} has started`,
    startedText: (product: string) =>
      `thank you! Your savings plan for ${product} is running. Its first delivery is your order of today.`,
    reminder: (date: string) => `Your next savings plan delivery on ${date}`,
    reminderText: (product: string, date: string) =>
      `on ${date} we will order the next delivery of your savings plan for ${product}. Would you like to skip this delivery or change something? You can do so in your account until then.`,
    skip: 'Skip this delivery',
    change: 'Change the plan',
    ordered: (n: string) => `Your savings plan delivery: order ${n}`,
    orderedText: (product: string, n: string) =>
      `the next delivery of your savings plan for ${product} has been ordered. Your order number is ${n}.`,
    total: 'Grand total',
    invoice: `You receive the invoice with the delivery. Please pay within ${INVOICE_DUE_DAYS} days.`,
    prepayment: (n: string, amount: string) =>
      `Please transfer ${amount} to ${SHOP_BANK_ACCOUNT.holder}, IBAN ${SHOP_BANK_ACCOUNT.iban}, BIC ${SHOP_BANK_ACCOUNT.bic} (${SHOP_BANK_ACCOUNT.bank}), reference ${n}. We ship as soon as the payment has arrived.`,
    postponed: (n: string) => `Your savings plan delivery is postponed (${n})`,
    postponedText: (product: string, date: string) =>
      `unfortunately ${product} is not in stock in the quantity needed at the moment. We postpone your delivery and try again on ${date}. You only pay when we deliver.`,
    paused: (n: string) => `Your savings plan ${n} is paused`,
    pausedText: (product: string) =>
      `we could not collect the payment for the next delivery of your savings plan for ${product} several times, so we have paused the plan. Please choose another payment method in your account and resume the plan there.`,
    plan: 'Your savings plan',
    product: 'Product',
    quantity: 'Quantity',
    interval: 'Delivery',
    next: 'Next delivery',
    none: 'none',
    earliestCancel: 'Can be cancelled from',
    open: 'View savings plan',
  },
} as const;

const langOf = (plan: SubscriptionRow): Lang => (plan.language === 'en' ? 'en' : 'de');

function money(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency }).format(cents / 100);
}

/** What the mails need beyond the plan: where the shop is. */
export interface PlanMailContext {
  publicUrl: string;
}

const planUrl = (ctx: PlanMailContext, plan: SubscriptionRow, action?: PlanLinkAction) =>
  `${ctx.publicUrl}${planPagePath(plan.language, plan.uid, action)}`;

/** The reminder's two action links, as buttons (the shop's colours, as in the account mails). */
const linkButton = {
  backgroundColor: '#166534',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 'bold',
} as const;

/** The shop's mail frame with the mail's title. */
function Layout({ lang, title, children }: { lang: Lang; title: string; children: ReactNode }) {
  return (
    <MailLayout lang={lang} preview={title}>
      <Heading as="h1">{title}</Heading>
      {children}
    </MailLayout>
  );
}

function PlanSummary({ plan, lang, url }: { plan: SubscriptionRow; lang: Lang; url: string }) {
  const t = T[lang];
  const interval = isDeliveryInterval(plan.interval)
    ? DELIVERY_INTERVAL_LABELS[lang][plan.interval]
    : plan.interval;
  const started = shopDate(plan.createdAt);
  return (
    <>
      <Heading as="h2">
        {t.plan} {plan.number}
      </Heading>
      <Text style={{ margin: 0 }}>
        {t.product}: {plan.name}
        {plan.packLabel ? ` (${plan.packLabel})` : ''} ({plan.sku})
      </Text>
      <Text style={{ margin: 0 }}>
        {t.quantity}: {plan.quantity}
      </Text>
      <Text style={{ margin: 0 }}>
        {t.interval}: {interval}
      </Text>
      <Text style={{ margin: 0 }}>
        {t.next}: {plan.nextDeliveryOn ? formatShopDate(plan.nextDeliveryOn, lang) : t.none}
      </Text>
      {isDeliveryInterval(plan.interval) && plan.deliveriesMade < 2 ? (
        <Text style={{ margin: 0 }}>
          {t.earliestCancel}: {formatShopDate(earliestCancellationDate(started, plan.interval), lang)}
        </Text>
      ) : null}
      <Button href={url} style={{ marginTop: 16 }}>
        {t.open}
      </Button>
      <Text>{url}</Text>
    </>
  );
}

const firstName = (plan: SubscriptionRow) => plan.billingAddress.firstname || plan.shippingAddress.firstname;

const message = (plan: SubscriptionRow, subject: string, element: ReactElement) =>
  renderMail(plan.email, subject, element);

export async function planStartedMail(ctx: PlanMailContext, plan: SubscriptionRow): Promise<MailMessage> {
  const lang = langOf(plan);
  const t = T[lang];
  const subject = t.started(plan.number);
  return message(
    plan,
    subject,
    <Layout lang={lang} title={subject}>
      <Text>{t.hello(firstName(plan))}</Text>
      <Text>{t.startedText(plan.name)}</Text>
      <PlanSummary plan={plan} lang={lang} url={planUrl(ctx, plan)} />
    </Layout>,
  );
}

export async function planReminderMail(ctx: PlanMailContext, plan: SubscriptionRow): Promise<MailMessage> {
  const lang = langOf(plan);
  const t = T[lang];
  const date = formatShopDate(plan.nextDeliveryOn ?? '', lang);
  const subject = t.reminder(date);
  // Each link opens its action on the plan's page (after the login, if the customer is signed out).
  return message(
    plan,
    subject,
    <Layout lang={lang} title={subject}>
      <Text>{t.hello(firstName(plan))}</Text>
      <Text>{t.reminderText(plan.name, date)}</Text>
      {/* One paragraph each: the text part keeps each link on its own line. */}
      <Text>
        <Button href={planUrl(ctx, plan, 'skip')} style={linkButton}>
          {t.skip}
        </Button>
      </Text>
      <Text>
        <Button href={planUrl(ctx, plan, 'change')} style={linkButton}>
          {t.change}
        </Button>
      </Text>
      <PlanSummary plan={plan} lang={lang} url={planUrl(ctx, plan)} />
    </Layout>,
  );
}

export async function deliveryOrderedMail(
  ctx: PlanMailContext,
  plan: SubscriptionRow,
  full: FullOrder,
): Promise<MailMessage> {
  const lang = langOf(plan);
  const t = T[lang];
  const { order } = full;
  const m = (c: number) => money(c, order.currency, lang);
  const subject = t.ordered(order.number);
  return message(
    plan,
    subject,
    <Layout lang={lang} title={subject}>
      <Text>{t.hello(firstName(plan))}</Text>
      <Text>{t.orderedText(plan.name, order.number)}</Text>
      {full.items.map((item) => (
        <Text key={item.id} style={{ margin: 0 }}>
          {item.units} × {item.name}
          {item.packLabel ? ` (${item.packLabel})` : ''} ({item.sku}): {m(item.rowTotalCents)}
        </Text>
      ))}
      <Text>
        {order.shippingTitle}: {m(order.shippingCents)}
      </Text>
      <Text>
        <strong>
          {t.total}: {m(order.grandTotalCents)}
        </strong>
      </Text>
      <Text>
        {order.paymentTitle}:{' '}
        {order.paymentMethod === 'banktransfer'
          ? t.prepayment(order.number, m(order.grandTotalCents))
          : t.invoice}
      </Text>
      <PlanSummary plan={plan} lang={lang} url={planUrl(ctx, plan)} />
    </Layout>,
  );
}

export async function deliveryPostponedMail(
  ctx: PlanMailContext,
  plan: SubscriptionRow,
): Promise<MailMessage> {
  const lang = langOf(plan);
  const t = T[lang];
  const subject = t.postponed(plan.number);
  return message(
    plan,
    subject,
    <Layout lang={lang} title={subject}>
      <Text>{t.hello(firstName(plan))}</Text>
      <Text>{t.postponedText(plan.name, formatShopDate(plan.nextDeliveryOn ?? '', lang))}</Text>
      <PlanSummary plan={plan} lang={lang} url={planUrl(ctx, plan)} />
    </Layout>,
  );
}

export async function planPausedMail(ctx: PlanMailContext, plan: SubscriptionRow): Promise<MailMessage> {
  const lang = langOf(plan);
  const t = T[lang];
  const subject = t.paused(plan.number);
  return message(
    plan,
    subject,
    <Layout lang={lang} title={subject}>
      <Text>{t.hello(firstName(plan))}</Text>
      <Text>{t.pausedText(plan.name)}</Text>
      <PlanSummary plan={plan} lang={lang} url={planUrl(ctx, plan)} />
    </Layout>,
  );
}
