/**
 * The signed-in user's organisation as the API shows it (spec get_my_org). The organisation row and
 * its subscription are written by sign-up (trial) and billing; this module only reads them.
 */
import { type Organisation, PROFILE_MESSAGES } from '@tradeloom/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { organisationOf } from '../billing/billing.service.ts';

/** The user's (first) organisation and its subscription; 404 when the user has none. */
export async function getOrganisation(db: Db, userId: string): Promise<Organisation> {
  const org = await organisationOf(db, userId);
  if (!org) throw notFound(PROFILE_MESSAGES.orgNotFound);
  return {
    id: org.id,
    name: org.name,
    subscription_status: org.subscriptionStatus,
    current_plan: org.currentPlan,
    renewal_anchor: org.renewalAnchor?.toISOString() ?? null,
    has_billing_customer: org.stripeCustomerId !== null,
  };
}
