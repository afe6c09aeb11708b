import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {fillReleaseTokens} from '../../src/data/release';

/**
 * Every Python, JavaScript, TypeScript and shell sample on the site must at least
 * parse: a reader who copies one should never meet a syntax error. Release tokens are
 * filled in first, as the page shows them. (SQL is run, not just parsed: queries.test.ts.)
 */
interface Sample {
  where: string;
  language: string;
  code: string;
}

const FENCE = /^([ \t]*)(`{3,})([\w-]*)[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;

function samplesIn(file: string): Sample[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(FENCE)].map((match) => {
    const [, indent, , language, body] = match;
    const line = text.slice(0, match.index).split('\n').length;
    const code = body
      .split('\n')
      .map((row) => (row.startsWith(indent) ? row.slice(indent.length) : row))
      .join('\n');
    return {where: `${file}:${line}`, language: language.toLowerCase(), code: fillReleaseTokens(code, file)};
  });
}

const FILES = ['docs', 'blog', 'community'].flatMap((dir) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file)),
);
const SAMPLES = FILES.flatMap(samplesIn);

const JS_LANGUAGES: Record<string, string> = {
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
};

/** Scripts inside an HTML sample, so a page's `<script type="module">` is checked too. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1])
    .filter((code) => code.trim());
}

function jsErrors(code: string, extension: string): string[] {
  const {diagnostics = []} = ts.transpileModule(code, {
    fileName: `sample.${extension}`,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext},
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Parses every Python sample in one python3 run; returns the error of each that fails. */
function pythonErrors(samples: Sample[]): Map<string, string> {
  const script = [
    'import ast, json, sys',
    'errors = {}',
    'for sample in json.load(sys.stdin):',
    '    try:',
    '        ast.parse(sample["code"])',
    '    except SyntaxError as error:',
    '        errors[sample["where"]] = f"line {error.lineno}: {error.msg}"',
    'print(json.dumps(errors))',
  ].join('\n');
  const out = execFileSync('python3', ['-c', script], {input: JSON.stringify(samples), encoding: 'utf8'});
  return new Map(Object.entries(JSON.parse(out) as Record<string, string>));
}

describe('code samples', () => {
  const python = SAMPLES.filter((sample) => ['python', 'py'].includes(sample.language));
  const javascript = SAMPLES.filter((sample) => sample.language in JS_LANGUAGES);
  const html = SAMPLES.filter((sample) => sample.language === 'html');
  const shell = SAMPLES.filter((sample) => ['bash', 'sh', 'shell'].includes(sample.language));

  it('include Python and JavaScript samples', () => {
    expect(python.length).toBeGreaterThan(0);
    expect(javascript.length + html.length).toBeGreaterThan(0);
  });

  it('in Python parse', () => {
    const errors = pythonErrors(python);
    expect([...errors].map(([where, error]) => `${where}: ${error}`)).toEqual([]);
  });

  it('in JavaScript and TypeScript, and in HTML script tags, parse', () => {
    const errors = [
      ...javascript.flatMap((sample) =>
        jsErrors(sample.code, JS_LANGUAGES[sample.language]).map((error) => `${sample.where}: ${error}`),
      ),
      ...html.flatMap((sample) =>
        scriptsOf(sample.code).flatMap((code) => jsErrors(code, 'js').map((error) => `${sample.where}: ${error}`)),
      ),
    ];
    expect(errors).toEqual([]);
  });

  it('in shell parse', () => {
    const errors = shell.flatMap((sample) => {
      try {
        execFileSync('bash', ['-n'], {input: sample.code, stdio: ['pipe', 'ignore', 'pipe']});
        return [];
      } catch (error) {
        return [`${sample.where}: ${String((error as {stderr?: Buffer}).stderr ?? error).trim()}`];
      }
    });
    expect(errors).toEqual([]);
  });

  it('never show a shell or REPL prompt that a reader would copy by mistake', () => {
    const prompted = [...python, ...shell]
      .filter((sample) => /^(\$|>>>|D) /m.test(sample.code))
      .map((sample) => sample.where);
    expect(prompted).toEqual([]);
  });
});
