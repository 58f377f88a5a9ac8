/** The README's systemd unit says what the code does: the same command as `npm start`, time to stop cleanly. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STOP_DEADLINE_MS, STOP_GRACE_MS } from '../src/lib/graceful-stop.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const startScript: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;

function unit(): Map<string, string[]> {
  const block = /```ini\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('## Operating it in production')))?.[1];
  expect(block, 'a systemd unit in the production section').toBeTruthy();
  const settings = new Map<string, string[]>();
  for (const line of block!.split('\n').map((l) => l.trim())) {
    const m = /^(\w+)=(.*)$/.exec(line);
    if (m) settings.set(m[1]!, [...(settings.get(m[1]!) ?? []), m[2]!]);
  }
  return settings;
}

describe("the README's systemd unit", () => {
  it('runs the command npm start runs, without npm, restarting on failure', () => {
    const u = unit();
    const command = startScript.replace(/^exec /, '').replace(/^node /, '');
    expect(u.get('ExecStart')?.[0]).toMatch(new RegExp(`^/\\S*node ${command.replaceAll('.', '\\.')}$`));
    expect(u.get('Restart')).toEqual(['on-failure']);
    expect(u.get('WorkingDirectory')).toHaveLength(1);
    expect(u.get('EnvironmentFile')).toHaveLength(1);
    expect(u.get('Environment')).toContain('NODE_ENV=production');
  });

  it('stops with SIGTERM and waits longer than the server takes to stop cleanly', () => {
    const u = unit();
    expect(u.get('KillSignal')).toEqual(['SIGTERM']);
    const seconds = Number(u.get('TimeoutStopSec')?.[0]);
    expect(seconds * 1000).toBeGreaterThan(STOP_DEADLINE_MS + STOP_GRACE_MS);
  });
});
