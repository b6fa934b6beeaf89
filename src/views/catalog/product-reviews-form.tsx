import { useMutation, useQuery } from '@apollo/client/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import {
  CreateProductReviewDocument,
  ProductReviewRatingsMetadataDocument,
} from '../../../graphql/generated/operations.ts';
import { errorMessage } from '../../../machines/error-messages.ts';
import { useSession } from '../../lib/app-actor.tsx';
import { toBackendError } from '../../lib/commerce-actors.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError, FormField, inputClasses } from '../../ui/form-field.tsx';
import { requiredString } from '../../lib/validation.ts';

export interface ReviewValues {
  rating: string;
  nickname: string;
  summary: string;
  text: string;
}

/** What the API needs: the stars as the rating's value id (see productReviewRatingsMetadata). */
export interface ReviewSubmit {
  nickname: string;
  summary: string;
  text: string;
  stars: number;
}

export type ReviewFormStatus = 'idle' | 'submitting' | 'submitted' | 'failed';

const STAR_PATH = 'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.6z';

/** Five radio buttons drawn as stars; the chosen one and those below it are filled. */
function StarInput({
  value,
  error,
  register,
}: {
  value: string;
  error: string | undefined;
  register: ReturnType<typeof useForm<ReviewValues>>['register'];
}) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const chosen = Number(value) || 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-ink">{t`Your rating`}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={String(stars)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
              {...register('rating')}
            />
            <span className="sr-only">{stars === 1 ? t`1 star` : t`${stars} stars`}</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8">
              <path
                d={STAR_PATH}
                className={stars <= chosen ? 'fill-amber-400' : 'fill-sand-200 hover:fill-amber-200'}
              />
            </svg>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}

export interface ReviewFormProps {
  defaultNickname: string;
  status: ReviewFormStatus;
  /** The backend's refusal (already in the shopper's language), when it gave one. */
  error: string | null;
  onSubmit: (review: ReviewSubmit) => void;
}

/** Write a review: stars, nickname, title and text (guests may write; reviews are moderated). */
export function ReviewForm({ defaultNickname, status, error, onSubmit }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(
    () =>
      v.object({
        rating: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please choose a rating`))),
        nickname: requiredString(i18n),
        summary: requiredString(i18n),
        text: requiredString(i18n),
      }),
    [i18n],
  );
  const form = useForm<ReviewValues>({
    resolver: valibotResolver(schema),
    defaultValues: { rating: '', nickname: defaultNickname, summary: '', text: '' },
  });
  const { errors } = form.formState;
  const textId = useId();
  const busy = status === 'submitting';
  if (status === 'submitted') {
    return (
      <p role="status" className="rounded-2xl bg-brand-50 p-5 text-base text-brand-900 ring-1 ring-brand-200">
        <Trans>
          Thank you for your review! It has been submitted for moderation and will appear here once it has
          been approved.
        </Trans>
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-label={t`Write a review`}
      onSubmit={form.handleSubmit((values) =>
        onSubmit({
          nickname: values.nickname.trim(),
          summary: values.summary.trim(),
          text: values.text.trim(),
          stars: Number(values.rating),
        }),
      )}
      className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <h3 className="font-display text-xl font-semibold text-ink">{t`Write a review`}</h3>
      <StarInput value={form.watch('rating')} error={errors.rating?.message} register={form.register} />
      <FormField
        label={t`Nickname`}
        autoComplete="nickname"
        error={errors.nickname?.message}
        {...form.register('nickname')}
      />
      <FormField label={t`Title`} error={errors.summary?.message} {...form.register('summary')} />
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-medium text-ink">
          {t`Your review`}
        </label>
        <textarea
          id={textId}
          rows={5}
          className={inputClasses}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}-error` : undefined}
          {...form.register('text')}
        />
        {errors.text?.message ? <FieldError id={`${textId}-error`}>{errors.text.message}</FieldError> : null}
      </div>
      <p className="text-xs text-muted">
        <Trans>Reviews are checked before they are published. Your email address is not required.</Trans>
      </p>
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {error ?? i18n._(REVIEW_FAILED)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t`Submit review`}
        </Button>
      </div>
    </form>
  );
}

const REVIEW_FAILED = msg`Your review could not be sent. Please try again.`;

/**
 * The shopper's text for a refused or failed createProductReview: chosen by the code the server
 * sends (extensions.code), else the form's own 'could not be sent'; never the backend's words.
 */
export function reviewRefusal(failure: unknown): MessageDescriptor {
  return errorMessage(toBackendError(failure), REVIEW_FAILED);
}

/**
 * The form wired to the API: the rating's ids from productReviewRatingsMetadata,
 * createProductReview to send, a signed-in customer's first name as the nickname.
 */
export function ConnectedReviewForm({ sku }: { sku: string }) {
  const { i18n } = useLingui();
  const { customer } = useSession();
  const metadata = useQuery(ProductReviewRatingsMetadataDocument);
  const [create] = useMutation(CreateProductReviewDocument);
  const [status, setStatus] = useState<ReviewFormStatus>('idle');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const rating = metadata.data?.productReviewRatingsMetadata.items[0];
  const submit = async (review: ReviewSubmit) => {
    const value = rating?.values.find((v) => v.value === String(review.stars));
    if (!rating || !value) {
      setError(null);
      setStatus('failed');
      return;
    }
    setStatus('submitting');
    try {
      await create({
        variables: {
          input: {
            sku,
            nickname: review.nickname,
            summary: review.summary,
            text: review.text,
            ratings: [{ id: rating.id, value_id: value.value_id }],
          },
        },
      });
      setStatus('submitted');
    } catch (failure) {
      setError(reviewRefusal(failure));
      setStatus('failed');
    }
  };
  return (
    <ReviewForm
      defaultNickname={customer?.firstname ?? ''}
      status={status}
      error={error ? i18n._(error) : null}
      onSubmit={(review) => void submit(review)}
    />
  );
}
