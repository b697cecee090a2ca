// The static path: prerendered pages and built assets answered from memory, in the best encoding the
// client accepts, without going through Astro's SSR pipeline. Anything not found here falls through.
//  - Brotli and gzip twins come from the build (scripts/lib/precompress.ts); a file whose twin is older
//    than itself is compressed here instead, so a changed file is never sent with stale twins.
//  - Every request checks the file's size and mtime (one stat), so a file changed on disk after a
//    rebuild is re-read before it is served: never stale.
//  - Strong ETags per encoding, 304 for If-None-Match, immutable caching for hashed assets and a short,
//    revalidating policy for HTML.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cspForHtml } from '../../src/lib/server/security-headers.ts';
import { COMPRESSIBLE, brotli, gzip } from './precompress.ts';

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

interface StaticEntry {
  file: string;
  size: number;
  mtimeMs: number;
  contentType: string;
  cacheControl: string;
  csp: string | null;
  variants: Partial<Record<Encoding, Variant>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600, must-revalidate';
const MIN_COMPRESS_BYTES = 256;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** URL paths a built file answers: /a/index.html answers /a and /a/, /index.html answers /. */
function routesFor(relative: string): string[] {
  const url = '/' + relative.split(path.sep).join('/');
  if (url === '/index.html') return ['/'];
  if (url.endsWith('/index.html')) {
    const dir = url.slice(0, -'/index.html'.length);
    return [dir, `${dir}/`];
  }
  return [url];
}

function etagOf(bytes: Buffer, encoding: Encoding): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** A twin written by the build, if it is at least as new as the file itself. */
function readTwin(file: string, suffix: string, mtimeMs: number): Buffer | null {
  try {
    const stat = fs.statSync(file + suffix);
    return stat.mtimeMs >= mtimeMs ? fs.readFileSync(file + suffix) : null;
  } catch {
    return null;
  }
}

function loadEntry(file: string, relative: string): StaticEntry {
  const stat = fs.statSync(file);
  const body = fs.readFileSync(file);
  const ext = path.extname(file).toLowerCase();
  const isHtml = ext === '.html';
  const variants: StaticEntry['variants'] = { identity: { body, etag: etagOf(body, 'identity') } };
  if (COMPRESSIBLE.test(file) && body.length >= MIN_COMPRESS_BYTES) {
    const br = readTwin(file, '.br', stat.mtimeMs) ?? brotli(body, 9);
    const gz = readTwin(file, '.gz', stat.mtimeMs) ?? gzip(body);
    if (br.length < body.length) variants.br = { body: br, etag: etagOf(br, 'br') };
    if (gz.length < body.length) variants.gzip = { body: gz, etag: etagOf(gz, 'gzip') };
  }
  return {
    file,
    size: stat.size,
    mtimeMs: stat.mtimeMs,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    cacheControl: relative.startsWith(`_astro${path.sep}`) ? IMMUTABLE : isHtml ? REVALIDATE : SHORT,
    csp: isHtml ? cspForHtml(body.toString('utf8')) : null,
    variants,
  };
}

/** br when accepted, else gzip, else identity (q=0 honoured; no header means identity). */
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, Variant>>): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const ok = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export class StaticFiles {
  private readonly entries = new Map<string, StaticEntry>();
  private readonly clientDir: string;
  notFoundPage: StaticEntry | null = null;

  constructor(clientDir: string) {
    this.clientDir = clientDir;
    for (const file of walk(clientDir)) {
      if (file.endsWith('.br') || file.endsWith('.gz')) continue;
      const relative = path.relative(clientDir, file);
      const entry = loadEntry(file, relative);
      for (const route of routesFor(relative)) this.entries.set(route, entry);
    }
    this.notFoundPage = this.entries.get('/404.html') ?? null;
    this.entries.delete('/404.html');
  }

  /** The entry as it is on disk now: re-read when the file changed, dropped when it is gone. */
  private fresh(route: string, entry: StaticEntry): StaticEntry | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry.file);
    } catch {
      this.entries.delete(route);
      return null;
    }
    if (stat.size === entry.size && stat.mtimeMs === entry.mtimeMs) return entry;
    const reloaded = loadEntry(entry.file, path.relative(this.clientDir, entry.file));
    for (const [key, value] of this.entries) if (value.file === entry.file) this.entries.set(key, reloaded);
    return reloaded;
  }

  /** Answers the request when a built file matches it; returns false to let Astro handle it. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    let pathname = query === -1 ? url : url.slice(0, query);
    if (pathname.includes('%')) {
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        return false;
      }
    }
    const cached = this.entries.get(pathname);
    if (!cached) return false;
    const entry = this.fresh(pathname, cached);
    if (!entry) return false;
    this.send(req, res, entry, 200);
    return true;
  }

  send(req: IncomingMessage, res: ServerResponse, entry: StaticEntry, status: number): void {
    const encoding = chooseEncoding(req.headers['accept-encoding'], entry.variants);
    const variant = entry.variants[encoding]!;
    res.setHeader('Content-Type', entry.contentType);
    res.setHeader('Cache-Control', status === 200 ? entry.cacheControl : 'no-store');
    if (entry.variants.br || entry.variants.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp);
    if (status === 200) {
      res.setHeader('ETag', variant.etag);
      if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
        res.writeHead(304);
        res.end();
        return;
      }
    }
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', variant.body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }
}
