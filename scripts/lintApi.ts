/**
 * `npm run lint:api`: writes the sandbox's OpenAPI document to a temporary folder and runs
 * `redocly lint` on it with Redocly's recommended rules. Any error or warning fails (exit 1).
 *
 * The few problems the API cannot avoid without changing its contract are listed below with
 * their reason, and handed to redocly as its ignore file (it reports them as "ignored").
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiDocument } from './openApiDocument';

interface AcceptedProblem {
  rule: string;
  /** JSON pointer of the problem in the document. */
  pointer: string;
  reason: string;
}

/** Problems accepted on purpose (docs/api.md, "The contract"). Keep this list short. */
export const ACCEPTED_PROBLEMS: readonly AcceptedProblem[] = [
  {
    rule: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1v6~1reservations~1cancel~1{id}',
    reason:
      'Spec 01 §7 fixes both POST v6/reservations/cancel/{id} and POST v6/reservations/{id}/create_teamwork_ticket; ' +
      'only the path /reservations/cancel/create_teamwork_ticket matches both (the router takes cancel, registered first), ' +
      'and reservation ids are numbers. Renaming either is a contract change for the spec owner.',
  },
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1openapi.json/get/responses',
    reason: 'A static document with no parameters, no key and no body: no 4xx exists to describe.',
  },
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1hosted~1card-fields.css/get/responses',
    reason: 'A static stylesheet with no parameters, no key and no body: no 4xx exists to describe.',
  },
  {
    rule: 'operation-4xx-response',
    pointer: '#/paths/~1api~1hosted~1wallets.css/get/responses',
    reason: 'A static stylesheet with no parameters, no key and no body: no 4xx exists to describe.',
  },
];

export interface LintResult {
  errors: number;
  warnings: number;
  ignored: number;
  /** One line per problem that is neither accepted nor fixed. */
  problems: string[];
}

interface RedoclyJson {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    ignored?: boolean;
    location?: { pointer?: string }[];
  }[];
}

const require = createRequire(import.meta.url);

/** Lints the current document with `redocly lint` (recommended rules) and the accepted problems. */
export function lintOpenApi(): LintResult {
  const dir = mkdtempSync(join(tmpdir(), 'teetime-openapi-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(openApiDocument(), null, 2));
    writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const ignore: Record<string, string[]> = {};
    for (const p of ACCEPTED_PROBLEMS) (ignore[p.rule] ??= []).push(p.pointer);
    writeFileSync(
      join(dir, '.redocly.lint-ignore.yaml'),
      JSON.stringify({ 'openapi.json': ignore }, null, 2),
    );
    const cli = require.resolve('@redocly/cli/bin/cli.js');
    const run = spawnSync(
      process.execPath,
      [
        cli,
        'lint',
        '--config',
        join(dir, 'redocly.yaml'),
        '--format',
        'json',
        '--max-problems',
        '1000',
        join(dir, 'openapi.json'),
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
      },
    );
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`redocly lint gave no report:\n${run.stdout}\n${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as RedoclyJson;
    return {
      ...report.totals,
      problems: report.problems
        .filter((p) => !p.ignored)
        .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = lintOpenApi();
  for (const line of result.problems) console.error(line);
  console.log(
    `redocly lint (recommended): ${result.errors} errors, ${result.warnings} warnings, ${result.ignored} accepted (scripts/lintApi.ts)`,
  );
  if (result.errors + result.warnings > 0) process.exit(1);
}
