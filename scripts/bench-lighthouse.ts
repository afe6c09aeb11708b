/**
 * `npm run bench:lighthouse`: runs Lighthouse on one page of each kind of the production
 * build, served on loopback, in the system Chromium. Lighthouse's default mobile mode
 * (emulated phone, simulated throttling), each page `--runs` times (3 by default); prints
 * the median of each metric (performance, TBT, LCP, CLS, accessibility, best practices,
 * SEO) against the goals, and any request that left loopback. A benchmark: misses are
 * marked, never failed. `--only <route>` (repeatable, or a comma list) measures some pages;
 * `--explain` prints, for each page's first run, the LCP element, its phases and what blocked rendering.
 * Needs a production build (`npm run build`).
 */
import {existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type {Flags, Result} from 'lighthouse';
import {PAGE_KINDS} from '../tests/routes';
import {CHROMIUM_LAUNCH_OPTIONS, serveBuild} from '../tests/support/browser';

type Metric = {
  label: string;
  goal: string;
  read: (lhr: Result) => number | undefined;
  format: (value: number) => string;
  /** True when the value meets the goal; absent for metrics without one. */
  meets?: (value: number) => boolean;
};

/** A Lighthouse category's score, 0–100 as its report shows it, with its lowest acceptable value. */
const category = (label: string, id: string, min = 100): Metric => ({
  label,
  goal: min === 100 ? '100' : `≥ ${min}`,
  read: (lhr) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  },
  format: (v) => v.toFixed(0),
  meets: (v) => v >= min,
});

const METRICS: Metric[] = [
  category('performance', 'performance'),
  {
    label: 'TBT',
    goal: '≤ 200 ms',
    read: (lhr) => lhr.audits['total-blocking-time']?.numericValue,
    format: (v) => `${v.toFixed(0)} ms`,
    meets: (v) => v <= 200,
  },
  {
    label: 'LCP',
    goal: '≤ 1.5 s',
    read: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    meets: (v) => v <= 1500,
  },
  {
    label: 'CLS',
    goal: '0',
    read: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue,
    format: (v) => v.toFixed(3),
    meets: (v) => v === 0,
  },
  category('accessibility', 'accessibility'),
  category('best practices', 'best-practices'),
  category('SEO', 'seo'),
];

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every URL the page requested that was neither on loopback nor inline (data:, blob:). */
function offLoopback(lhr: Result): string[] {
  const items = (lhr.audits['network-requests']?.details as {items?: {url?: string}[]} | undefined)?.items ?? [];
  return items
    .map((item) => item.url ?? '')
    .filter((url) => {
      if (!/^https?:/.test(url)) return false;
      return !LOOPBACK.has(new URL(url).hostname);
    });
}

/** The audits below a perfect score in the categories whose goal is 100, as `category: audit`. */
function failedAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

/** A row of Lighthouse's `bootup-time` audit: a script's evaluation and its parse and compile, in ms. */
interface BootupRow {
  url?: string;
  scripting?: number;
  scriptParseCompile?: number;
}

interface LcpDetails {
  items?: {type?: string; items?: {node?: {snippet?: string}; phase?: string; timing?: number}[]}[];
}

/** What the largest contentful paint was and where its time went, and what blocked rendering: for `--explain`. */
function explain(lhr: Result): string[] {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined)?.items ?? [];
  const element = tables[0]?.items?.[0]?.node?.snippet ?? '(none)';
  const phases = (tables[1]?.items ?? []).map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`).join(', ');
  const blocking = (lhr.audits['render-blocking-resources']?.details as {items?: {url?: string}[]} | undefined)?.items;
  // The main thread's long tasks (simulated, as TBT counts them) and the work by script: where blocking time comes from.
  const long = (lhr.audits['long-tasks']?.details as {items?: {url?: string; duration?: number; startTime?: number}[]})
    ?.items;
  const scripts = (lhr.audits['bootup-time']?.details as {items?: BootupRow[]} | undefined)?.items ?? [];
  const file = (url = ''): string => url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
  return [
    `    LCP element: ${element.slice(0, 120)}`,
    `    LCP phases (observed): ${phases || '–'}`,
    `    render-blocking: ${blocking?.length ? blocking.map((item) => item.url).join(', ') : 'none'}`,
    `    long tasks: ${long?.length ? long.map((task) => `${file(task.url)} ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)}`).join('; ') : 'none'}`,
    `    script work: ${scripts.map((row) => `${file(row.url)} ${Math.round(row.scripting ?? 0)}+${Math.round(row.scriptParseCompile ?? 0)} ms`).join('; ') || 'none'}`,
  ];
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      only: {type: 'string', multiple: true},
      explain: {type: 'boolean', default: false},
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1, not ${values.runs}`);
  const kindOf = new Map<string, string>(Object.entries(PAGE_KINDS).map(([kind, route]) => [route, kind]));
  const only = (values.only ?? []).flatMap((value) => value.split(',')).map((route) => route.trim());
  const routes = only.length > 0 ? only.filter(Boolean) : [...kindOf.keys()];

  if (!existsSync('build/index.html')) {
    console.error('No production build in build/. Run `npm run build` first.');
    process.exit(1);
  }
  // Imported natively, not through tsx's transform: that wraps every function in `__name()`,
  // and Lighthouse sends some of its functions to the page as source, where `__name` is undefined.
  const {default: lighthouse} = await import('lighthouse');
  const chromePath = CHROMIUM_LAUNCH_OPTIONS.executablePath ?? '/usr/bin/chromium';
  const server = await serveBuild();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])],
    logLevel: 'error',
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableFullPageScreenshot: true,
  };
  const rows: string[][] = [];
  const failures: string[] = [];
  const leaks = new Set<string>();
  const durations: number[] = [];
  const benchmarkIndexes: number[] = [];
  let versions = '';
  let misses = 0;
  try {
    const {Browser} = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {Browser: string};
    for (const route of routes) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const lhr = (await lighthouse(server.origin + route, flags))?.lhr;
        durations.push(performance.now() - started);
        if (!lhr) continue;
        if (lhr.runtimeError) console.error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        versions ||= `Lighthouse ${lhr.lighthouseVersion}; ${Browser} (${chromePath})`;
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        offLoopback(lhr).forEach((url) => leaks.add(url));
        results.push(lhr);
      }
      const cells = METRICS.map((metric) => {
        const value = median(results.map(metric.read).filter((v): v is number => v !== undefined));
        if (value === undefined) return '–';
        const missed = metric.meets !== undefined && !metric.meets(value);
        if (missed) misses++;
        return metric.format(value) + (missed ? ' ✗' : '');
      });
      rows.push([kindOf.get(route) ?? '(not in PAGE_KINDS)', route, ...cells]);
      const failed = [...new Set(results.flatMap(failedAudits))];
      if (failed.length) failures.push(`  ${route}  ${failed.join(', ')}`);
      console.error(`measured ${route}`);
      if (values.explain && results[0]) console.error(explain(results[0]).join('\n'));
    }
  } finally {
    chrome.kill();
    await server.close();
  }

  const header = ['page kind', 'route', ...METRICS.map((metric) => metric.label)];
  const goals = ['goal', '', ...METRICS.map((metric) => metric.goal || '–')];
  const table = [header, goals, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${versions}`);
  console.log(
    `mobile (emulated phone, simulated throttling); median of ${plural(runs, 'run')} per page; ` +
      `host benchmark index ${median(benchmarkIndexes)?.toFixed(0)} (a busy or slow machine lowers it and raises TBT)\n`,
  );
  table.forEach((row) => console.log(line(row)));
  const total = durations.reduce((sum, ms) => sum + ms, 0) / 1000;
  console.log(
    `\n${plural(misses, 'goal')} missed (✗). ${plural(durations.length, 'Lighthouse run')} in ${total.toFixed(0)} s, ` +
      `${(total / Math.max(durations.length, 1)).toFixed(1)} s each.`,
  );
  if (failures.length) console.log(`Audits below 100 in the categories aimed at 100:\n${failures.join('\n')}`);
  console.log(leaks.size ? `Requests off loopback:\n  ${[...leaks].join('\n  ')}` : 'Requests off loopback: none.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
