// Secrets the embedded defaults need and nobody configured: generated once into DATA_DIR and reused,
// so sessions and demo webhooks survive a restart.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface Secrets {
  authSecret: string;
  demoWebhookSecret: string;
}

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    authSecret: stored.authSecret ?? randomBytes(32).toString('base64url'),
    demoWebhookSecret: stored.demoWebhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`,
  };
  if (secrets.authSecret !== stored.authSecret || secrets.demoWebhookSecret !== stored.demoWebhookSecret) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
