// The mails of the shopper's own savings-plan actions (React Email in the shop's layout, in the
// plan's language): plan changed, paused, resumed, cancelled or cancellation scheduled, and the
// receipt of a cancellation sent through the public cancellation page (§312k BGB), with the date
// and time it was received.
import { Heading, Link, Section, Text } from '@react-email/components';
import { formatShopDate } from '../../domain/dates.ts';
import { DELIVERY_INTERVAL_LABELS, unitsPerDelivery } from '../../domain/savings-plans.ts';
import { type Language, localeOf } from '../../domain/store.ts';
import { isDeliveryInterval, planPagePath } from '../../domain/subscriptions.ts';
import type { PlanRow } from '../subscriptions/service.ts';
import { MailLayout, renderMail } from './layout.tsx';
import type { MailMessage } from './mailer.ts';

export type PlanMailKind = 'changed' | 'paused' | 'resumed' | 'cancelled' | 'cancellationScheduled';

const T = {
  de: {
    hello: (name: string) => `Hallo ${name},`,
    changed: {
      subject: (n: string) => `Ihr Sparabo ${n} wurde geändert`,
      body: 'Ihre Änderung ist gespeichert. Die Preise gelten ab der nächsten Lieferung. So sieht Ihr Sparabo jetzt aus:',
    },
    paused: {
      subject: (n: string) => `Ihr Sparabo ${n} ist pausiert`,
      body: (until: string) => `Ihr Sparabo ist bis zum ${until} pausiert. Bis dahin liefern wir nichts.`,
    },
    resumed: {
      subject: (n: string) => `Ihr Sparabo ${n} läuft wieder`,
      body: 'Ihr Sparabo läuft wieder. Die nächste Lieferung:',
    },
    cancelled: {
      subject: (n: string) => `Ihr Sparabo ${n} ist gekündigt`,
      body: (date: string) => `Ihr Sparabo ist zum ${date} gekündigt. Es folgen keine weiteren Lieferungen.`,
    },
    cancellationScheduled: {
      subject: (n: string) => `Kündigung Ihres Sparabos ${n} vorgemerkt`,
      body: (end: string, next: string) =>
        `Ihre Kündigung ist eingegangen. Ihr Sparabo endet am ${end}. Bis dahin liefern wir wie geplant, die nächste Lieferung am ${next}. (Ein Sparabo läuft mindestens bis zur 2. Lieferung.)`,
    },
    product: 'Produkt',
    quantity: 'Menge je Lieferung',
    interval: 'Lieferung',
    next: 'Nächste Lieferung',
    none: 'keine',
    open: 'Ihr Sparabo im Kundenkonto',
    receipt: {
      subject: 'Eingangsbestätigung Ihrer Kündigung',
      body: 'wir haben Ihre Kündigung erhalten. Diese Bestätigung dokumentiert, was wann bei uns eingegangen ist:',
      receivedAt: 'Eingegangen am',
      name: 'Name',
      email: 'E-Mail',
      contract: 'Vertrag',
      kind: 'Art der Kündigung',
      ordinary: 'ordentliche Kündigung',
      extraordinary: 'außerordentliche Kündigung',
      desiredDate: 'Gewünschter Zeitpunkt',
      earliest: 'nächstmöglicher Zeitpunkt',
      reason: 'Grund',
      after:
        'Gehört der Vertrag zu dieser E-Mail-Adresse, bestätigen wir Ihnen das Vertragsende in einer eigenen E-Mail. Haben Sie nichts gekündigt, melden Sie sich bitte bei unserem Kundenservice.',
    },
    at: (date: string, time: string, zone: string) => `${date} um ${time} Uhr (${zone})`,
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    changed: {
      subject: (n: string) => `Your savings plan ${n} has been changed`,
      body: 'Your change is saved. The prices apply from the next delivery. This is your savings plan now:',
    },
    paused: {
      subject: (n: string) => `Your savings plan ${n} is paused`,
      body: (until: string) => `Your savings plan is paused until ${until}. We deliver nothing until then.`,
    },
    resumed: {
      subject: (n: string) => `Your savings plan ${n} is running again`,
      body: 'Your savings plan is running again. The next delivery:',
    },
    cancelled: {
      subject: (n: string) => `Your savings plan ${n} is cancelled`,
      body: (date: string) =>
        `Your savings plan is cancelled as of ${date}. There will be no further deliveries.`,
    },
    cancellationScheduled: {
      subject: (n: string) => `Cancellation of your savings plan ${n} noted`,
      body: (end: string, next: string) =>
        `We have received your cancellation. Your savings plan ends on ${end}. Until then we deliver as planned, the next delivery on ${next}. (A savings plan runs at least until its 2nd delivery.)`,
    },
    product: 'Product',
    quantity: 'Packs per delivery',
    interval: 'Delivery',
    next: 'Next delivery',
    none: 'none',
    open: 'Your savings plan in your account',
    receipt: {
      subject: 'Receipt of your cancellation',
      body: 'we have received your cancellation. This receipt records what reached us and when:',
      receivedAt: 'Received on',
      name: 'Name',
      email: 'Email',
      contract: 'Contract',
      kind: 'Kind of cancellation',
      ordinary: 'ordinary cancellation',
      extraordinary: 'extraordinary cancellation',
      desiredDate: 'Desired date',
      earliest: 'as soon as possible',
      reason: 'Reason',
      after:
        'If the contract belongs to this email address, we confirm its end in a separate email. If you did not cancel anything, please contact our customer service.',
    },
    at: (date: string, time: string, zone: string) => `${date} at ${time} (${zone})`,
  },
} as const;

const langOf = (value: string): Language => (value === 'en' ? 'en' : 'de');

/** The date and time of a moment on the shop's clock (Berlin), in the language. */
export function receiptMoment(at: Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}:${part('second')}`;
  return T[language].at(formatShopDate(at, language), time, part('timeZoneName'));
}

function PlanSummary({ plan, lang, publicUrl }: { plan: PlanRow; lang: Language; publicUrl: string }) {
  const t = T[lang];
  const interval = isDeliveryInterval(plan.interval) ? plan.interval : 'monthly';
  const link = `${publicUrl.replace(/\/$/, '')}${planPagePath(lang, plan.uid)}`;
  return (
    <Section>
      <Text>
        {t.product}: {plan.name}
        {plan.packLabel ? ` (${plan.packLabel})` : ''}
        <br />
        {t.quantity}: {unitsPerDelivery(plan.quantity, interval)}
        <br />
        {t.interval}: {DELIVERY_INTERVAL_LABELS[lang][interval]}
        <br />
        {t.next}: {plan.nextDeliveryOn ? formatShopDate(plan.nextDeliveryOn, lang) : t.none}
      </Text>
      <Text>
        {t.open}: <Link href={link}>{link}</Link>
      </Text>
    </Section>
  );
}

/** The mail after the shopper changed, paused, resumed or cancelled a plan (to the plan's email). */
export function planServiceMail(
  kind: PlanMailKind,
  plan: PlanRow,
  firstname: string,
  publicUrl: string,
): Promise<MailMessage> {
  const lang = langOf(plan.language);
  const t = T[lang];
  const date = (value: string | null) => (value ? formatShopDate(value, lang) : t.none);
  const subject = t[kind].subject(plan.number);
  const body =
    kind === 'paused'
      ? t.paused.body(date(plan.pausedUntil))
      : kind === 'cancelled'
        ? t.cancelled.body(date(plan.cancelsOn))
        : kind === 'cancellationScheduled'
          ? t.cancellationScheduled.body(date(plan.cancelsOn), date(plan.nextDeliveryOn))
          : t[kind].body;
  return renderMail(
    plan.email,
    subject,
    <MailLayout lang={lang} preview={subject}>
      <Heading as="h1">{subject}</Heading>
      <Text>{t.hello(firstname)}</Text>
      <Text>{body}</Text>
      <PlanSummary plan={plan} lang={lang} publicUrl={publicUrl} />
    </MailLayout>,
  );
}

export interface CancellationReceipt {
  receivedAt: Date;
  name: string;
  email: string;
  contract: string;
  kind: 'ordinary' | 'extraordinary';
  reason: string | null;
  desiredDate: string | null;
}

/** The receipt of a public cancellation, to the address given in the form, whatever it matched. */
export function cancellationReceiptMail(
  receipt: CancellationReceipt,
  language: Language,
): Promise<MailMessage> {
  const t = T[language];
  const r = t.receipt;
  return renderMail(
    receipt.email,
    r.subject,
    <MailLayout lang={language} preview={r.subject}>
      <Heading as="h1">{r.subject}</Heading>
      <Text>{t.hello(receipt.name)}</Text>
      <Text>{r.body}</Text>
      <Text>
        {r.receivedAt}: {receiptMoment(receipt.receivedAt, language)}
        <br />
        {r.name}: {receipt.name}
        <br />
        {r.email}: {receipt.email}
        <br />
        {r.contract}: {receipt.contract}
        <br />
        {r.kind}: {r[receipt.kind]}
        <br />
        {r.desiredDate}: {receipt.desiredDate ? formatShopDate(receipt.desiredDate, language) : r.earliest}
        {receipt.reason ? (
          <>
            <br />
            {r.reason}: {receipt.reason}
          </>
        ) : null}
      </Text>
      <Text>{r.after}</Text>
    </MailLayout>,
  );
}
