import { type ContactRequest, contactSendFailed } from '@tradeloom/domain';
import { eq } from 'drizzle-orm';
import { contactRequests } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';

/** One line for a mail header: no line breaks or other control characters from the visitor's text. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\s]+/gu, ' ').trim();

export function contactRequestMail(request: ContactRequest, receivedAt: Date) {
  return {
    subject: `Meeting request from ${oneLine(request.name)} (${oneLine(request.company)})`,
    text: [
      'A meeting request was sent with the contact form.',
      '',
      `Name: ${request.name}`,
      `Company: ${request.company}`,
      `E-mail: ${request.email}`,
      `Phone: ${request.phone ?? '(not given)'}`,
      `Received: ${receivedAt.toISOString()}`,
    ].join('\n'),
  };
}

/**
 * Stores the request, then mails it to the support address and records whether that worked. A mail
 * failure keeps the stored request (status 'failed') and answers 502 MAIL_FAILED with the address to
 * write to directly. The mail provider is read from `deps` on every call.
 */
export async function submitContactRequest(deps: AppDeps, request: ContactRequest, ip: string | null, logger: Logger): Promise<void> {
  const [row] = await deps.db
    .insert(contactRequests)
    .values({ name: request.name, company: request.company, email: request.email, phone: request.phone, ip })
    .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
  const { id, createdAt } = row!;
  let mailStatus: 'sent' | 'failed' = 'sent';
  try {
    await deps.mail.send({ to: deps.config.supportEmail, ...contactRequestMail(request, createdAt), kind: 'contact_request' });
  } catch (err) {
    mailStatus = 'failed';
    logger.error({ err, contactRequestId: id }, 'contact request mail failed');
  }
  await deps.db.update(contactRequests).set({ mailStatus }).where(eq(contactRequests.id, id));
  if (mailStatus === 'failed') throw new ApiError(502, 'MAIL_FAILED', contactSendFailed(deps.config.supportEmail));
}
