/**
 * `npm run bench:load`: a bounded load test of the production server, on loopback only.
 * Starts `scripts/serve.ts` on a free port in a process of its own, sends at least
 * 20,000 requests over 50 connections, cycling through every published route, and
 * prints throughput, latency percentiles and errors. Any error or non-2xx answer fails it.
 * Needs a production build (`npm run build`).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import autocannon from 'autocannon';
import {PUBLISHED_ROUTES} from '../tests/routes';

const REQUESTS = 20_000;
const CONNECTIONS = 50;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  if (!existsSync('build/index.html')) {
    console.error('No production build found in build/. Run `npm run build` first.');
    process.exit(1);
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server stopped before listening (exit code ${code})`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
  });

  try {
    // Every connection walks the route list; the total is rounded up to whole walks.
    const amount = Math.ceil(REQUESTS / PUBLISHED_ROUTES.length) * PUBLISHED_ROUTES.length;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      amount,
      requests: PUBLISHED_ROUTES.map((path) => ({method: 'GET', path})),
    });
    const failures = result.errors + result.timeouts + result.non2xx;
    console.log(`routes:      ${PUBLISHED_ROUTES.length}, each page's HTML`);
    console.log(
      `requests:    ${result.requests.total} over ${CONNECTIONS} connections in ${result.duration.toFixed(1)} s`,
    );
    console.log(
      `throughput:  ${result.requests.average.toFixed(0)} requests/s, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    );
    console.log(
      `latency:     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`errors:      ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
    if (result.requests.total < REQUESTS || failures > 0) process.exitCode = 1;
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
