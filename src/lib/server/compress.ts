// Compression for on-demand responses (rendered pages, JSON) that are large enough to gain.
// Static files come precompressed from the build; streams (server-sent events) are left alone.
import zlib from 'node:zlib';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/html|application\/json|text\/plain)/;

function preferred(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const value = acceptEncoding.toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(value)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(value)) return 'gzip';
  return null;
}

export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || response.status === 204 || response.status === 304) return response;
  const encoding = preferred(request.headers.get('accept-encoding'));
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (!encoding || body.length < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : zlib.gzipSync(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  return new Response(compressed, { status: response.status, statusText: response.statusText, headers });
}
