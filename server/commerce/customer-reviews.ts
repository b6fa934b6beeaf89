// Customer.reviews: the signed-in customer's own reviews with their moderation status ('My
// reviews'). Only reviews the customer wrote while signed in; newest first.
import { desc, eq, inArray } from 'drizzle-orm';
import type { CustomerResolvers } from '../../graphql/generated/resolvers.ts';
import { productReviewRatings, productReviews } from '../db/schema.ts';
import type { CommerceContext } from './context.ts';
import { customerIdOf } from './customer-resolvers.ts';
import { CommerceError } from './errors.ts';
import { reviewView } from './reviews.ts';
import { catalogSession } from './session.ts';

export const customerReviewFields: CustomerResolvers<CommerceContext> = {
  reviews: async (parent, args, ctx) => {
    const customerId = customerIdOf(parent);
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    if (pageSize < 1) throw new CommerceError('pageSize value must be greater than 0.');
    if (currentPage < 1) throw new CommerceError('currentPage value must be greater than 0.');
    const size = Math.min(pageSize, 100);
    const rows =
      customerId === undefined
        ? []
        : await ctx.db
            .select()
            .from(productReviews)
            .where(eq(productReviews.customerId, customerId))
            .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
    // Reviews of products this store view does not sell are left out (their product cannot be shown).
    const views = await catalogSession(ctx).productViews([...new Set(rows.map((r) => r.productId))]);
    const byId = new Map(views.map((v) => [v.id, v]));
    const shown = rows.filter((r) => byId.has(r.productId));
    const page = shown.slice((currentPage - 1) * size, currentPage * size);
    const ratings =
      page.length === 0
        ? []
        : await ctx.db
            .select()
            .from(productReviewRatings)
            .where(
              inArray(
                productReviewRatings.reviewId,
                page.map((r) => r.id),
              ),
            );
    return {
      __typename: 'ProductReviews',
      items: page.map((r) => {
        const product = byId.get(r.productId);
        if (!product) throw new Error('filtered above');
        return {
          ...reviewView(
            {
              id: r.id,
              nickname: r.nickname,
              summary: r.summary,
              text: r.text,
              createdAt: r.createdAt,
              ratings: ratings
                .filter((x) => x.reviewId === r.id)
                .map((x) => ({ code: x.ratingCode, value: x.value })),
            },
            product,
          ),
          status: r.status,
        };
      }),
      page_info: {
        __typename: 'SearchResultPageInfo',
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(shown.length / size),
      },
    };
  },
};
