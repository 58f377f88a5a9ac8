/** The Onboarding page (spec §2 'Onboarding page', §4 'Onboarding steps', §8, §9 'Trial and onboarding'). */
import { z } from 'zod';
import type { AuditEventType } from './constants.ts';

/** Spec §9: the AI step completes after 3 AI insights (consume_ai events). */
export const ONBOARDING_AI_INSIGHTS_REQUIRED = 3;

export const ONBOARDING_STEP_IDS = ['import_contacts', 'first_map_view', 'three_ai_insights', 'add_notes'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** The steps a click records (the AI step only navigates: its events come from real AI insights). */
export const ONBOARDING_RECORDABLE_STEPS = ['import_contacts', 'first_map_view', 'add_notes'] as const;
export type OnboardingRecordableStep = (typeof ONBOARDING_RECORDABLE_STEPS)[number];

/** Where an incomplete step sends the user: a page, or the assistant's chat panel. */
export type OnboardingTarget = '/contacts' | '/map' | 'chat';

export interface OnboardingStep {
  id: OnboardingStepId;
  title: string;
  description: string;
  /** The call to action of an incomplete step. */
  action: string;
  target: OnboardingTarget;
  /** The audit event the step is complete from, and how many of them it takes. */
  event: AuditEventType;
  required: number;
}

/** The four steps in order (spec §4): complete from the user's audit events. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'import_contacts',
    title: 'Import your contacts',
    description: 'Bring in your network from a CSV, Excel or vCard file, or add your first contacts by hand.',
    action: 'Import contacts',
    target: '/contacts',
    event: 'import_contacts',
    required: 1,
  },
  {
    id: 'first_map_view',
    title: 'Open the network map',
    description: 'See where your counterparties sit, city by city, coloured by the commodities they trade.',
    action: 'View the map',
    target: '/map',
    event: 'consume_map',
    required: 1,
  },
  {
    id: 'three_ai_insights',
    title: `Get ${ONBOARDING_AI_INSIGHTS_REQUIRED} AI insights`,
    description: 'Ask the AI CRM Assistant about your network: who to call, who to introduce, and when.',
    action: 'Ask the assistant',
    target: 'chat',
    event: 'consume_ai',
    required: ONBOARDING_AI_INSIGHTS_REQUIRED,
  },
  {
    id: 'add_notes',
    title: 'Add notes to a contact',
    description: 'Keep what was said on the last call: volumes, terms, ports and the next step.',
    action: 'Add notes',
    target: '/contacts',
    event: 'add_notes',
    required: 1,
  },
];

export const ONBOARDING_LOAD_FAILED = 'Failed to load onboarding data';
export const ONBOARDING_STEP_DONE = 'Step completed!';

export const onboardingStepStatusSchema = z.object({
  id: z.enum(ONBOARDING_STEP_IDS),
  complete: z.boolean(),
});
export type OnboardingStepStatus = z.infer<typeof onboardingStepStatusSchema>;

/** GET /api/onboarding and POST /api/onboarding/steps/{step}: the four steps in order and the progress. */
export const onboardingProgressSchema = z.object({
  steps: z.array(onboardingStepStatusSchema),
  completed: z.number().int().min(0),
  total: z.number().int().min(0),
  /** completed / total as a whole percentage. */
  percent: z.number().int().min(0).max(100),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const onboardingStepParamsSchema = z.object({ step: z.enum(ONBOARDING_RECORDABLE_STEPS) });

/** The progress from the user's event counts: one place for the rule the server applies. */
export function onboardingProgress(counts: Partial<Record<AuditEventType, number>>): OnboardingProgress {
  const steps = ONBOARDING_STEPS.map((s) => ({ id: s.id, complete: (counts[s.event] ?? 0) >= s.required }));
  const completed = steps.filter((s) => s.complete).length;
  return { steps, completed, total: steps.length, percent: Math.round((completed / steps.length) * 100) };
}
