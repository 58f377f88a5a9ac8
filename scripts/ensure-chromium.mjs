// Browser tests drive Debian's Chromium. Install it with apt when it is missing and we are root;
// never download a browser build of Playwright's own.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const bin = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(bin)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Chromium not found at ${bin}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (about a minute)...');
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run('apt-get install -y --no-install-recommends chromium');
} catch {
  run('apt-get update');
  run('apt-get install -y --no-install-recommends chromium');
}
