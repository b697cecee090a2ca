// Users straight in the database, for tests that are about credits rather than sign-up.
import { randomBytes } from 'node:crypto';
import type { Sql } from 'postgres';

export async function createUser(sql: Sql, options: { verified?: boolean } = {}): Promise<string> {
  const id = `user_${randomBytes(8).toString('hex')}`;
  await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, '', ${`${id}@example.com`}, ${options.verified ?? true})`;
  return id;
}

export async function giveSubscription(sql: Sql, userId: string, limits: { total?: number; daily?: number }): Promise<void> {
  await sql`insert into subscriptions (user_id, status, total_limit, daily_limit) values (${userId}, 'active', ${limits.total ?? 0}, ${limits.daily ?? 0})`;
}
