// Mails about a customer account (welcome, password reset link, email changed, password changed) and the newsletter's
// double opt-in, in the customer's language (the store view of the request), in the shop's mail
// layout like the order mails.
import { Button, Heading, Link, Text } from '@react-email/components';
import type { Language } from '../../domain/store.ts';
import { MailLayout, renderMail, SHOP_NAME } from './layout.tsx';
import type { MailMessage } from './mailer.ts';

export type AccountChange = 'emailChanged' | 'passwordChanged';

const T = {
  de: {
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    welcome: {
      subject: `Willkommen bei ${SHOP_NAME}`,
      body: 'Ihr Kundenkonto ist eingerichtet. Sie melden sich mit dieser E-Mail-Adresse an.',
      more: 'In Ihrem Konto sehen Sie Ihre Bestellungen und Sparpläne, verwalten Ihre Adressen und Ihren Wunschzettel.',
      link: 'Zu Ihrem Konto',
    },
    passwordReset: {
      subject: 'Passwort zurücksetzen',
      body: 'über den folgenden Link können Sie ein neues Passwort festlegen. Er ist eine Stunde lang gültig und funktioniert nur einmal:',
      button: 'Neues Passwort festlegen',
      notYou: 'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail einfach.',
    },
    emailChanged: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      body: (email: string) =>
        `die E-Mail-Adresse Ihres Kundenkontos wurde in ${email} geändert. Künftig melden Sie sich mit dieser Adresse an.`,
      notYou: 'Wenn Sie das nicht waren, antworten Sie bitte sofort auf diese E-Mail.',
    },
    passwordChanged: {
      subject: 'Ihr Passwort wurde geändert',
      body: () => 'das Passwort Ihres Kundenkontos wurde geändert. Andere Anmeldungen wurden beendet.',
      notYou:
        'Wenn Sie das nicht waren, setzen Sie Ihr Passwort bitte sofort über „Passwort vergessen?“ zurück und antworten Sie auf diese E-Mail.',
    },
    newsletter: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      body: 'bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit diesem Link (er funktioniert einmal):',
      button: 'Anmeldung bestätigen',
      after:
        'Erst danach erhalten Sie unseren Newsletter. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
    },
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    welcome: {
      subject: `Welcome to ${SHOP_NAME}`,
      body: 'your customer account is ready. You sign in with this email address.',
      more: 'In your account you see your orders and savings plans and manage your addresses and your wishlist.',
      link: 'To your account',
    },
    passwordReset: {
      subject: 'Reset your password',
      body: 'use the following link to set a new password. It is valid for one hour and works only once:',
      button: 'Set a new password',
      notYou: 'If you did not ask for a new password, simply ignore this email.',
    },
    emailChanged: {
      subject: 'Your email address was changed',
      body: (email: string) =>
        `the email address of your customer account was changed to ${email}. From now on, sign in with this address.`,
      notYou: 'If this was not you, please reply to this email right away.',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: () => 'the password of your customer account was changed. Other sign-ins were ended.',
      notYou:
        "If this was not you, please reset your password right away with 'Forgot your password?' and reply to this email.",
    },
    newsletter: {
      subject: 'Please confirm your newsletter subscription',
      body: 'please confirm your newsletter subscription with this link (it works once):',
      button: 'Confirm subscription',
      after: 'Only then will you receive our newsletter. If you did not subscribe, simply ignore this email.',
    },
  },
} as const;

const button = {
  backgroundColor: '#166534',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 'bold',
} as const;

/** The welcome mail after registration, with a link to the account. */
export function welcomeMail(language: Language, to: string, firstname: string, accountUrl: string) {
  const t = T[language];
  return renderMail(
    to,
    t.welcome.subject,
    <MailLayout lang={language} preview={t.welcome.subject}>
      <Heading as="h1">{t.welcome.subject}</Heading>
      <Text>{t.hello(firstname)}</Text>
      <Text>{t.welcome.body}</Text>
      <Text>{t.welcome.more}</Text>
      <Text>
        {t.welcome.link}: <Link href={accountUrl}>{accountUrl}</Link>
      </Text>
    </MailLayout>,
  );
}

/** The link that sets a new password (valid for an hour, single use), asked for with 'Forgot your password?'. */
export function passwordResetMail(
  language: Language,
  to: string,
  firstname: string,
  resetLink: string,
): Promise<MailMessage> {
  const t = T[language];
  return renderMail(
    to,
    t.passwordReset.subject,
    <MailLayout lang={language} preview={t.passwordReset.subject}>
      <Heading as="h1">{t.passwordReset.subject}</Heading>
      <Text>{t.hello(firstname)}</Text>
      <Text>{t.passwordReset.body}</Text>
      <Text>
        <Link href={resetLink}>{resetLink}</Link>
      </Text>
      <Button href={resetLink} style={button}>
        {t.passwordReset.button}
      </Button>
      <Text>{t.passwordReset.notYou}</Text>
    </MailLayout>,
  );
}

/** The notice of an account change, to the address it concerns (the old one for an email change). */
export function accountChangeMail(
  change: AccountChange,
  language: Language,
  to: string,
  firstname: string,
  details: { email?: string } = {},
): Promise<MailMessage> {
  const t = T[language];
  const text = t[change];
  return renderMail(
    to,
    text.subject,
    <MailLayout lang={language} preview={text.subject}>
      <Heading as="h1">{text.subject}</Heading>
      <Text>{t.hello(firstname)}</Text>
      <Text>{text.body(details.email ?? to)}</Text>
      <Text>{text.notYou}</Text>
    </MailLayout>,
  );
}

/** The double opt-in mail: the confirmation link (single use) and, as every newsletter mail, the unsubscribe link. */
export function newsletterConfirmationMail(
  language: Language,
  to: string,
  confirmLink: string,
  unsubscribeLink: string,
): Promise<MailMessage> {
  const t = T[language];
  return renderMail(
    to,
    t.newsletter.subject,
    <MailLayout lang={language} preview={t.newsletter.subject} unsubscribeUrl={unsubscribeLink}>
      <Heading as="h1">{t.newsletter.subject}</Heading>
      <Text>{t.hello('')}</Text>
      <Text>{t.newsletter.body}</Text>
      <Text>
        <Link href={confirmLink}>{confirmLink}</Link>
      </Text>
      <Button href={confirmLink} style={button}>
        {t.newsletter.button}
      </Button>
      <Text>{t.newsletter.after}</Text>
    </MailLayout>,
  );
}
