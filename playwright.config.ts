import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './tests/support/browser';

const PORT = Number(process.env.E2E_PORT || 4173);
/** The build under test; specs that read built files read `build/` itself. */
const DIR = process.env.E2E_DIR || 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${PORT} --host 127.0.0.1 --dir ${DIR}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
