/** npm run admin:add -- <email>: makes an existing user an administrator (no auth secret needed). */
import { adminCommandMain } from './admin-command.ts';

await adminCommandMain('add');
