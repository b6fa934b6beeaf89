import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductReviewItemFragment } from '../../graphql/generated/operations.ts';
import { CombinedGraphQLErrors } from '@apollo/client';
import { i18n } from '@lingui/core';
import {
  ReviewForm,
  type ReviewFormProps,
  reviewRefusal,
} from '../../src/views/catalog/product-reviews-form.tsx';
import {
  ProductReviewsView,
  type ProductReviewsViewProps,
} from '../../src/views/catalog/product-reviews.tsx';
import { renderCatalog } from './catalog-render.tsx';

const review = (
  stars: number,
  summary: string,
  createdAt: string,
  nickname = 'Sabine K.',
): ProductReviewItemFragment => ({
  nickname,
  summary,
  text: `${summary} – text`,
  created_at: createdAt,
  average_rating: stars * 20,
  ratings_breakdown: [{ name: 'Rating', value: String(stars) }],
});

function props(overrides: Partial<ProductReviewsViewProps> = {}): ProductReviewsViewProps {
  return {
    productName: 'Pro Magnesium',
    // 3 × 5, 1 × 4, 1 × 3 stars: (15 + 4 + 3) / 5 = 4.4
    summary: {
      reviewCount: 5,
      starCounts: [
        { stars: 5, count: 3 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    },
    reviews: [
      review(5, 'Easy to swallow', '2026-10-25 09:30:00'),
      review(3, 'Fine, but no miracles', '2026-09-02 14:00:00', 'James T.'),
    ],
    hasMore: true,
    loadingMore: false,
    onShowMore: () => {},
    form: <p>the form</p>,
    ...overrides,
  };
}

describe('reviews section', () => {
  it('shows the average (sum of ratings over review_count), the count and the breakdown per star', async () => {
    renderCatalog(<ProductReviewsView {...props()} />);
    const section = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(within(section).getByText('4.4 / 5')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4.4 out of 5 stars' })).toBeInTheDocument();
    expect(within(section).getByText('Based on 5 reviews')).toBeInTheDocument();
    const breakdown = within(section).getByRole('list', { name: 'Rating breakdown' });
    const meters = within(breakdown).getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuenow')])).toEqual([
      ['5 stars', '3'],
      ['4 stars', '1'],
      ['3 stars', '1'],
      ['2 stars', '0'],
      ['1 star', '0'],
    ]);
    expect(meters[0]).toHaveAttribute('aria-valuetext', '3 of 5 reviews');
  });

  it('lists the reviews with stars, title, nickname, date and text', async () => {
    renderCatalog(<ProductReviewsView {...props()} />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('article');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Easy to swallow',
      'Fine, but no miracles',
    ]);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Sabine K.')).toBeInTheDocument();
    expect(within(first).getByText('25 October 2026')).toHaveAttribute(
      'datetime',
      '2026-10-25T09:30:00.000Z',
    );
    expect(within(first).getByText('Easy to swallow – text')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByRole('img', { name: '3 out of 5 stars' }),
    ).toBeInTheDocument();
  });

  it("asks for more reviews with 'Show more reviews' while there are more", async () => {
    const onShowMore = vi.fn();
    const { unmount } = renderCatalog(<ProductReviewsView {...props({ onShowMore })} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
    unmount();
    renderCatalog(<ProductReviewsView {...props({ hasMore: false })} />);
    await screen.findByRole('region', { name: 'Customer reviews' });
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('has an empty state and opens the form with "Write a review"', async () => {
    renderCatalog(
      <ProductReviewsView
        {...props({
          summary: { reviewCount: 0, starCounts: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })) },
          reviews: [],
          hasMore: false,
        })}
      />,
    );
    expect(
      await screen.findByText('No reviews yet. Be the first to review Pro Magnesium.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByText('the form')).not.toBeInTheDocument();
    const write = screen.getByRole('button', { name: 'Write a review' });
    expect(write).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(write);
    expect(write).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('the form')).toBeVisible();
  });
});

function formProps(overrides: Partial<ReviewFormProps> = {}): ReviewFormProps {
  return { defaultNickname: '', status: 'idle', error: null, onSubmit: vi.fn(), ...overrides };
}

describe('write-a-review form', () => {
  it('requires stars, nickname, title and text', async () => {
    const p = formProps();
    renderCatalog(<ReviewForm {...p} />);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please choose a rating')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required')).toHaveLength(3);
    expect(p.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the stars and the trimmed texts', async () => {
    const p = formProps({ defaultNickname: 'Anna' });
    renderCatalog(<ReviewForm {...p} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(within(form).getByLabelText('Nickname')).toHaveValue('Anna');
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Title'), ' Works well ');
    await user.type(within(form).getByLabelText('Your review'), 'No more cramps at night.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(p.onSubmit).toHaveBeenCalledWith({
      nickname: 'Anna',
      summary: 'Works well',
      text: 'No more cramps at night.',
      stars: 4,
    });
  });

  it("tells the shopper it was submitted for moderation, or shows the backend's refusal", async () => {
    const { unmount } = renderCatalog(<ReviewForm {...formProps({ status: 'submitted' })} />);
    expect(await screen.findByRole('status')).toHaveTextContent('submitted for moderation');
    unmount();
    renderCatalog(<ReviewForm {...formProps({ status: 'failed', error: 'Please enter a nickname.' })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a nickname.');
  });
});

describe("the review form's refusal text", () => {
  const refused = (message: string, code?: string) =>
    new CombinedGraphQLErrors({
      errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
    });

  it.each([
    // The German store view's words with their code: the text follows the page's language (English here).
    [refused('Bitte geben Sie einen Namen an.', 'REVIEW_NICKNAME_MISSING'), 'Please enter a nickname.'],
    [
      refused('Bitte vergeben Sie eine Bewertung von 1 bis 5 Sternen.', 'REVIEW_RATING_INVALID'),
      'Please rate the product with 1 to 5 stars.',
    ],
    [refused('Der Text ist zu lang.', 'REVIEW_TOO_LONG'), 'The text is too long.'],
    [
      refused('Das angeforderte Produkt existiert nicht.', 'PRODUCT_NOT_FOUND'),
      "The product that was requested doesn't exist. Verify the product and try again.",
    ],
    // No code, or one the shop does not know: the form's own text, never the backend's.
    [refused('Internal failure 42'), 'Your review could not be sent. Please try again.'],
    [refused('Something odd', 'INVALID_INPUT'), 'Your review could not be sent. Please try again.'],
    [
      new Error('Failed to fetch'),
      'The shop could not be reached. Please check your connection and try again.',
    ],
  ])('%s → %s', (failure, text) => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(i18n._(reviewRefusal(failure))).toBe(text);
  });
});
