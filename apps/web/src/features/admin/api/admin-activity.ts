import { SESSION_EXPIRED_CODE } from '@tradeloom/domain';
import { api, isApiError, unwrap } from '@/lib/api';

/** POST /api/admin/activity: the console is in use (the server's 10-minute rule counts admin requests). */
export const reportAdminActivity = () => unwrap(api.POST('/api/admin/activity'));

/** The server's answer to an admin request after more than 10 idle minutes: it has signed the session out. */
export const isSessionExpired = (error: unknown) => isApiError(error) && error.code === SESSION_EXPIRED_CODE;
