// The baseline for the static-path benchmark: a bare node:http server sending fixed bytes with the same
// headers our static path sends. Usage: node bare-server.ts <body file> <content-encoding|identity>
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [bodyFile = '', encoding = 'identity'] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers: Record<string, string | number> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': body.length,
  'Cache-Control': 'public, max-age=0, must-revalidate',
  Vary: 'Accept-Encoding',
  ETag: '"bare"',
};
if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
