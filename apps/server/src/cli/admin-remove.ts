/** npm run admin:remove -- <email>: the user is no longer an administrator (no auth secret needed). */
import { adminCommandMain } from './admin-command.ts';

await adminCommandMain('remove');
