import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser} from '@playwright/test';
import {createSiteHandler} from '../../server/siteHandler';

/** Chromium as the tests launch it: the system binary, no background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Serves the production build on a free loopback port, for scripts outside the test runner. */
export async function serveBuild(dir = 'build'): Promise<{origin: string; close: () => Promise<void>}> {
  const server = http.createServer(createSiteHandler({dir}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
