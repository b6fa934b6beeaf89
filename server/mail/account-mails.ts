// Notices about changes to a customer account, in the customer's language (the store view of the
// request that changed it).
import type { Language } from '../../domain/store.ts';
import type { MailMessage } from './mailer.ts';

export type AccountChange = 'emailChanged' | 'passwordChanged';

const TEXTS: Record<
  Language,
  Record<AccountChange, { subject: string; body: (name: string, email: string) => string }>
> = {
  de: {
    emailChanged: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      body: (name, email) =>
        `Hallo ${name},\n\ndie E-Mail-Adresse Ihres Kundenkontos wurde in ${email} geändert. Künftig melden Sie sich mit dieser Adresse an.\n\nWenn Sie das nicht waren, antworten Sie bitte sofort auf diese E-Mail.\n`,
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      body: (name) =>
        `Hallo ${name},\n\ndas Passwort Ihres Kundenkontos wurde geändert. Andere Anmeldungen wurden beendet.\n\nWenn Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort über „Passwort vergessen?“ zurück und antworten Sie auf diese E-Mail.\n`,
    },
  },
  en: {
    emailChanged: {
      subject: 'Your email address was changed',
      body: (name, email) =>
        `Hello ${name},\n\nthe email address of your customer account was changed to ${email}. From now on, sign in with this address.\n\nIf this was not you, please reply to this email right away.\n`,
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: (name) =>
        `Hello ${name},\n\nthe password of your customer account was changed. Other sign-ins were ended.\n\nIf this was not you, please reset your password right away with 'Forgot your password?' and reply to this email.\n`,
    },
  },
};

/** The notice of an account change, to the address it concerns (the old one for an email change). */
export function accountChangeMail(
  change: AccountChange,
  language: Language,
  to: string,
  firstname: string,
  details: { email?: string } = {},
): MailMessage {
  const text = TEXTS[language][change];
  return { to, subject: text.subject, text: text.body(firstname, details.email ?? to) };
}

/** The double opt-in mail: the confirmation link (single use) and, as every newsletter mail, the unsubscribe link. */
export function newsletterConfirmationMail(
  language: Language,
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
): MailMessage {
  if (language === 'de')
    return {
      to,
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      text: `Hallo,\n\nbitte bestätigen Sie Ihre Anmeldung zum Newsletter mit diesem Link (er funktioniert einmal):\n\n${confirmLink}\n\nErst danach erhalten Sie unseren Newsletter. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.\n\nAbmelden: ${unsubscribeLink}\n`,
    };
  return {
    to,
    subject: 'Please confirm your newsletter subscription',
    text: `Hello,\n\nplease confirm your newsletter subscription with this link (it works once):\n\n${confirmLink}\n\nOnly then will you receive our newsletter. If you did not subscribe, simply ignore this email.\n\nUnsubscribe: ${unsubscribeLink}\n`,
  };
}
