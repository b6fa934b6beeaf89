// The frame every mail of the shop shares (React Email): a header with the shop's name, the
// content, and a footer with the imprint and the customer service's contact; newsletter mails add
// the unsubscribe link, which works without login. `renderMail` turns a template into the HTML
// and the text part of a message.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import type { Language } from '../../domain/store.ts';
import type { MailMessage } from './mailer.ts';

export const SHOP_NAME = 'VitalShop';

/** The imprint as the shop's legal pages state it. */
export const SHOP_IMPRINT = {
  company: 'VitalShop GmbH',
  street: 'Lindenallee 24',
  city: '79100 Freiburg im Breisgau',
  register: {
    de: 'Amtsgericht Freiburg im Breisgau, HRB 712345',
    en: 'Local court Freiburg im Breisgau, HRB 712345',
  },
  vatId: 'DE312456789',
  phone: '+49 761 456890-0',
  email: 'service@vitalshop.example',
} as const;

const FOOTER = {
  de: {
    country: 'Deutschland',
    vatId: 'USt-IdNr.',
    contact: 'Kundenservice Montag bis Freitag von 09:00 bis 17:00 Uhr',
    phone: 'Telefon',
    email: 'E-Mail',
    unsubscribe: 'Newsletter abbestellen',
    unsubscribeNote: 'Sie erhalten diese E-Mail, weil Ihre Adresse für unseren Newsletter angegeben wurde.',
  },
  en: {
    country: 'Germany',
    vatId: 'VAT ID',
    contact: 'Customer service Monday to Friday, 09:00 to 17:00',
    phone: 'Phone',
    email: 'Email',
    unsubscribe: 'Unsubscribe from the newsletter',
    unsubscribeNote: 'You receive this email because your address was entered for our newsletter.',
  },
} as const;

const page = { fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2937', backgroundColor: '#f9fafb' };
const box = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' };
const small = { fontSize: '12px', lineHeight: '18px', color: '#4b5563', margin: 0 };

export interface MailLayoutProps {
  lang: Language;
  /** The inbox preview line. */
  preview: string;
  /** Newsletter mails only: the link that ends the subscription without login. */
  unsubscribeUrl?: string;
  children: ReactNode;
}

export function MailLayout({ lang, preview, unsubscribeUrl, children }: MailLayoutProps) {
  const f = FOOTER[lang];
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Section>
            <Text style={{ fontSize: '24px', fontWeight: 'bold', color: '#166534', margin: 0 }}>
              {SHOP_NAME}
            </Text>
          </Section>
          <Hr />
          {children}
          <Hr />
          <Section>
            {unsubscribeUrl ? (
              <>
                <Text style={small}>{f.unsubscribeNote}</Text>
                <Text style={{ ...small, marginBottom: '12px' }}>
                  {f.unsubscribe}: <Link href={unsubscribeUrl}>{unsubscribeUrl}</Link>
                </Text>
              </>
            ) : null}
            <Text style={small}>{f.contact}</Text>
            <Text style={small}>
              {f.phone}: {SHOP_IMPRINT.phone} · {f.email}:{' '}
              <Link href={`mailto:${SHOP_IMPRINT.email}`}>{SHOP_IMPRINT.email}</Link>
            </Text>
            <Text style={{ ...small, marginTop: '12px' }}>
              {SHOP_IMPRINT.company} · {SHOP_IMPRINT.street} · {SHOP_IMPRINT.city} · {f.country}
            </Text>
            <Text style={small}>
              {SHOP_IMPRINT.register[lang]} · {f.vatId} {SHOP_IMPRINT.vatId}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A template as a message: the HTML part and the text part made from it. */
export async function renderMail(to: string, subject: string, template: ReactElement): Promise<MailMessage> {
  const html = await render(template);
  return { to, subject, html, text: toPlainText(html) };
}
