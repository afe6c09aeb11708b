import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {chromium, type Browser, type LaunchOptions} from '@playwright/test';
import {createSiteHandler} from '../../server/siteHandler';

/**
 * Chromium as the tests launch it: the system binary (no browser is ever downloaded),
 * with the background traffic it would send on its own switched off.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
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
};

/** `args`: switches a script needs beyond the tests' own, such as a benchmark's. */
export function launchChromium(args: string[] = []): Promise<Browser> {
  return chromium.launch({...CHROMIUM_LAUNCH_OPTIONS, args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), ...args]});
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
