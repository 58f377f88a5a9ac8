/** The kinds of touch point on a contact's timeline (logged by the user or captured); contacts.ts re-exports them. */
export const INTERACTION_KINDS = ['call', 'meeting', 'email', 'message', 'note'] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];
