import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PLAN_LINK_ACTIONS } from '../../../../../../domain/subscriptions.ts';
import { i18n } from '../../../../../lib/i18n.ts';
import { pageTitle } from '../../../../../lib/page-title.ts';
import { SavingsPlanDetailPage } from '../../../../../views/account/savings-plan-detail-page.tsx';

/**
 * `?action=skip|change`: the reminder mail's links open that action's confirmation (the
 * savings-plan machine decides whether the plan allows it). `?card=saved|cancelled`: back from
 * the card provider's page (the machine waits for the card's confirmation). Any other value is
 * dropped.
 */
const searchSchema = v.object({
  action: v.fallback(v.optional(v.picklist(PLAN_LINK_ACTIONS)), undefined),
  card: v.fallback(v.optional(v.picklist(['saved', 'cancelled'])), undefined),
});

export const Route = createFileRoute('/$lang/_auth/customer/my-savings-plans/$uid')({
  validateSearch: (search) => v.parse(searchSchema, search),
  head: () => ({ meta: [{ title: pageTitle(i18n._(msg`Savings plan`)) }] }),
  component: SavingsPlanRoute,
});

/** {uid} is the plan's opaque uid; the server answers only the customer's own plans. */
function SavingsPlanRoute() {
  const { lang } = Route.useRouteContext();
  const { uid } = Route.useParams();
  const { action, card } = Route.useSearch();
  // A new plan (or a new link's action) gets a fresh machine (the key), not the previous state.
  return (
    <SavingsPlanDetailPage
      key={`${uid}:${action ?? ''}:${card ?? ''}`}
      lang={lang}
      uid={uid}
      action={action}
      card={card}
    />
  );
}
