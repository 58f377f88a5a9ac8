/**
 * The admin console's Operations page (issue 25 item 7): the job queue with its failed jobs, the
 * server errors of the last 24 hours with their request ids, and the instances seen in the last minute.
 */
import { z } from 'zod';

export const ADMIN_OPERATIONS_LIMITS = {
  /** The newest failed jobs listed. */
  failedJobs: 50,
  /** The newest errors of the last 24 hours listed. */
  errors: 100,
  /** An instance is listed when its heartbeat is at most this old. */
  instanceSeenWithinMs: 60_000,
} as const;

export const adminJobCountsSchema = z.object({
  pending: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
});

export const adminFailedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type AdminFailedJob = z.infer<typeof adminFailedJobSchema>;

export const adminErrorEventSchema = z.object({
  id: z.number().int(),
  request_id: z.string().nullable(),
  path: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type AdminErrorEvent = z.infer<typeof adminErrorEventSchema>;

export const adminInstanceSchema = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  started_at: z.string(),
  seen_at: z.string(),
});
export type AdminInstance = z.infer<typeof adminInstanceSchema>;

export const adminOperationsSchema = z.object({
  jobs: adminJobCountsSchema,
  failed_jobs: z.array(adminFailedJobSchema),
  errors_24h: z.number().int(),
  errors: z.array(adminErrorEventSchema),
  instances: z.array(adminInstanceSchema),
  generated_at: z.string(),
});
export type AdminOperations = z.infer<typeof adminOperationsSchema>;

export const adminJobRetriedSchema = z.object({ id: z.number().int(), status: z.literal('queued') });
