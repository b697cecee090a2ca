import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticFiles, chooseEncoding } from '../../scripts/lib/static-files.ts';
import { precompress } from '../../scripts/lib/precompress.ts';

describe('chooseEncoding', () => {
  const all = { br: { body: Buffer.alloc(0), etag: 'a' }, gzip: { body: Buffer.alloc(0), etag: 'b' }, identity: { body: Buffer.alloc(0), etag: 'c' } };
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header, all)).toBe(expected);
  });
});

describe('the static path', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  const page = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-x='"></head><body>${'<p>Calm words.</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-static-'));
    fs.mkdirSync(path.join(dir, 'blog', 'post'), { recursive: true });
    fs.mkdirSync(path.join(dir, '_astro'));
    fs.writeFileSync(path.join(dir, 'blog', 'post', 'index.html'), page);
    fs.writeFileSync(path.join(dir, '_astro', 'app.abc123.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    precompress(dir);
    const files = new StaticFiles(dir);
    server = http.createServer((req, res) => {
      if (!files.serve(req, res)) {
        res.writeHead(404);
        res.end('fell through');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http.get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('serves the build-time brotli and gzip twins by Accept-Encoding, with Vary, and the original to others', async () => {
    const br = await get('/blog/post', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 5);
    const gz = await get('/blog/post/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get('/blog/post');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
  });

  it('gives each encoding its own strong ETag and answers If-None-Match with 304', async () => {
    const br = await get('/blog/post', { 'Accept-Encoding': 'br' });
    const plain = await get('/blog/post');
    expect(br.headers.etag).toMatch(/^"[^"]+-br"$/);
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/blog/post', { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const mismatch = await get('/blog/post', { 'If-None-Match': br.headers.etag! });
    expect(mismatch.status).toBe(200);
  });

  it('caches hashed assets for a year and makes pages revalidate; the page CSP comes from its meta', async () => {
    const asset = await get('/_astro/app.abc123.js', { 'Accept-Encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const html = await get('/blog/post');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(html.headers['content-security-policy']).toBe("script-src 'self' 'sha256-x='; frame-ancestors 'none'");
  });

  it('never serves a file stale after it changed on disk, even when its twins are old', async () => {
    const before = await get('/blog/post', { 'Accept-Encoding': 'br' });
    const changed = page.replace('Calm words.', 'New words.');
    const file = path.join(dir, 'blog', 'post', 'index.html');
    fs.writeFileSync(file, changed);
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(file, future, future); // newer than the .br and .gz twins
    const after = await get('/blog/post', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(changed);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/blog/post')).body.toString()).toBe(changed);
    fs.rmSync(path.join(dir, 'robots.txt'));
    expect((await get('/robots.txt')).body.toString()).toBe('fell through');
  });

  it('leaves everything else to the app', async () => {
    expect((await get('/api/account')).body.toString()).toBe('fell through');
    expect((await get('/blog/other')).body.toString()).toBe('fell through');
  });
});
