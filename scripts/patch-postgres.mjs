// Runs after `npm ci` / `npm install` (the `postinstall` script). Plain JavaScript on purpose: npm may run
// it with the machine's Node before the pinned one is on the PATH.
//
// postgres.js 3.4.9 (the latest release) crashes the whole process when a connection closes while a small
// write is queued: `write()` defers it with setImmediate, `closed()` nulls the socket, and the deferred
// `nextWrite()` then calls `socket.write` on null from a timer, where no caller can catch it. Both teardown
// paths also cancel the timer without forgetting it, so a surviving connection could never flush again.
// Upstream: porsager/postgres#1154, #1208 (fix proposed in #1168/#1176/#1209, unreleased).
// We saw it in tests/e2e/faults.test.ts: taking PostgreSQL away under load killed the server about three
// times in four. The patch settles the queued write as CONNECTION_CLOSED instead, which the app already
// answers with a 503, and resets the write state on teardown (breeze#3225: a stale timer id stops a
// connection from ever flushing again). It also keeps sql.begin() from losing its connection under load
// (see the execute() edit below), which the load test hit once in ~16,000 rewrites.
// Remove this file once a release has the fixes; tests/integration/db-outage.test.ts shows each one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARK = '/* cooldraft: nextWrite guard */'; // the launcher looks for it

const edits = [
  {
    find: '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    replace:
      `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  },
  {
    // terminate()
    find: '    terminated = true\n    if (stream || query || initial || sent.length)\n      error(Errors.connection(\'CONNECTION_DESTROYED\', options))\n\n    clearImmediate(nextWriteTimer)\n',
    replace:
      '    terminated = true\n    if (stream || query || initial || sent.length)\n      error(Errors.connection(\'CONNECTION_DESTROYED\', options))\n\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n',
  },
  {
    // closed()
    find: '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    replace: '    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n',
  },
  {
    // execute(): sql.begin() reserves its connection in the onexecute hook, which sat at the end of the
    // "can this connection take more?" && chain; when BEGIN filled the pipeline (or the socket was busy)
    // the hook was skipped, BEGIN still ran, the caller got UNSAFE_TRANSACTION and the connection went back
    // to the pool inside an open transaction (porsager/postgres#823, #1189; fix as in #1207/#1218).
    find:
      '      build(q)\n      return write(toBuffer(q))\n        && !q.describeFirst\n        && !q.cursorFn\n        && sent.length < max_pipeline\n        && (!q.options.onexecute || q.options.onexecute(connection))\n',
    replace:
      '      build(q)\n      const written = write(toBuffer(q))\n      if (q.options.onexecute) {\n        q.options.onexecute(connection)\n        return false\n      }\n      return written\n        && !q.describeFirst\n        && !q.cursorFn\n        && sent.length < max_pipeline\n',
  },
  {
    // drain(): a socket that drains between two statements of a transaction must not hand the reserved
    // connection back to the pool (#823, part 3)
    find: '  function drain() {\n    !query && onopen(connection)\n  }\n',
    replace: '  function drain() {\n    !query && !connection.reserved && onopen(connection)\n  }\n',
  },
];

const pkgDir = path.join(root, 'node_modules', 'postgres');
if (!fs.existsSync(pkgDir)) process.exit(0); // not installed (e.g. a partial install); nothing to patch

const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
let patched = 0;
for (const file of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const full = path.join(pkgDir, file);
  if (!fs.existsSync(full)) continue;
  let text = fs.readFileSync(full, 'utf8');
  if (text.includes(MARK)) continue;
  for (const { find, replace } of edits) {
    if (!text.includes(find)) {
      console.error(`patch-postgres: postgres@${version} ${file} no longer matches the expected code; check whether the upstream fix landed and update scripts/patch-postgres.mjs`);
      process.exit(1);
    }
    text = text.replace(find, replace);
  }
  fs.writeFileSync(full, text);
  patched++;
}
if (patched) console.log(`patch-postgres: patched postgres@${version} (${patched} builds): nextWrite guard, write-state reset, begin reservation`);
