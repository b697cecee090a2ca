/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** the signed-in user of this request, looked up once on first use */
    getUser(): Promise<import('./lib/server/auth.ts').SessionUser | null>;
  }
}
