// `npm start`: build when dist/ is missing or stale, then run the launcher in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReason } from './lib/build-state.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reason = buildReason(root, process.env);
if (reason) {
  console.log(`Building Cooldraft (${reason})…`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('./launcher.ts');
