import { inspectOptions } from '../../lib/inspector.ts';
import { useApolloClient } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { inputClasses } from '../../ui/form-field.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { accountFormFlow } from '../../lib/actors/account-form.ts';

export interface NewsletterFormProps {
  /** 'footer' on the dark footer, 'modal' in the newsletter modal. */
  tone: 'footer' | 'modal';
  autoFocus?: boolean;
}

/**
 * The guests' newsletter sign-up (footer and newsletter modal), on the account form machine. The
 * check and the mutation load when the form is first sent (./newsletter-subscribe.ts), so the pages that
 * show the footer carry only this markup. A sent form asks for the double opt-in: the shop
 * mails a confirmation link, and only the confirmed address is subscribed.
 */
export function NewsletterForm({ tone, autoFocus }: NewsletterFormProps) {
  const { t, i18n } = useLingui();
  const client = useApolloClient();
  const id = useId();
  const form = useActorRef(
    accountFormFlow<string>(async (email) =>
      (await import('./newsletter-subscribe.ts')).subscribeEmail(client, i18n, email),
    ),
    inspectOptions(),
  );
  const status = useSelector(form, (s) => s.value);
  const problem = useSelector(form, (s) => s.context.error as { field?: boolean; text?: string } | null);
  const fieldError = status === 'failed' && problem?.field ? problem.text : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'form.submit', values: new FormData(event.currentTarget).get('email') ?? '' });
  };
  const dark = tone === 'footer';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className={`text-sm font-medium ${dark ? 'text-white' : 'text-ink'}`}>
        {t`Your email address`}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          // biome-ignore lint/a11y/noAutofocus: the modal's only field, opened for this input
          autoFocus={autoFocus}
          className={`${inputClasses} sm:flex-1`}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onInput={() => status !== 'editing' && status !== 'saving' && form.send({ type: 'form.edit' })}
        />
        <button
          type="submit"
          disabled={status === 'saving'}
          className={buttonClasses(dark ? 'secondary' : 'primary', 'shrink-0')}
        >
          {t`Subscribe to the newsletter`}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} role="alert" className={`text-sm ${dark ? 'text-red-200' : 'text-red-700'}`}>
          {fieldError}
        </p>
      ) : status === 'failed' ? (
        <p role="alert" className={`text-sm ${dark ? 'text-red-200' : 'text-red-700'}`}>
          {problem?.text}
        </p>
      ) : status === 'saved' ? (
        <p role="status" className={`text-sm font-medium ${dark ? 'text-white' : 'text-brand-800'}`}>
          {t`Please confirm your subscription with the link we emailed you.`}
        </p>
      ) : dark ? (
        // The modal says it in its description.
        <p className="text-xs text-brand-200">{t`You can unsubscribe at any time.`}</p>
      ) : null}
    </form>
  );
}
