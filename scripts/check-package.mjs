// npm run check:package: the package as a consumer meets it. Runs on the build in dist/.
// 1. publint --strict and attw --pack . --profile node16; the package's unpacked size
//    (`npm pack --dry-run`) against its budget; each of the README's links names a file
//    of the repository;
// 2. the packed tarball installed into a scratch consumer: require()d, import()ed, its
//    command run, and compiled against by strict TypeScript with moduleResolution node16,
//    nodenext and bundler;
// 3. no Node built-in in any entry: each bundles for the browser;
// 4. the size budget: `import { Lap }`, the whole main entry, the HTTP client alone and a
//    typical app, bundled, minified, gzipped (scripts/bundle-sizes.mjs); `import { Lap }`
//    twice: what it loads at once (bundled with code splitting, which leaves what
//    `import()` loads in chunks of their own) and everything it can reach (bundled
//    without, which inlines them);
// 5. each file of the exports map bundles with esbuild without a warning.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { bundledSize, loadedAtOnce, typicalApp } from './bundle-sizes.mjs';
import { bin, root, run, withPackedConsumer } from './packed-consumer.mjs';

/**
 * Budgets in gzipped bytes of minified bundles, each a little over what the build measures
 * (bench/README.md has the figures, "Hostile input to the reads and writes: what the fixes cost" the last),
 * so that growth is noticed. The project's ceilings are 15,000 B for `import { Lap }`,
 * which what it loads at once meets (the goal is 10,000 B), and 22,000 B for the main
 * entry, which the analyses of stream sets (`timeInZones`, `powerCurve`, `bestEfforts`,
 * methods of `StreamSet` and `StreamWindow`, so in every bundle that has them) took past by
 * 1.6 kB (bench/README.md, "Analysis and export: what the change costs"), and the records of
 * every read further ("Every read: what the change costs"). Everything `import { Lap }` can
 * reach (the stream records, which its activity's `streams()` loads on demand, among them)
 * is past 15,000 B: its budget only keeps it from growing unnoticed, under the main entry's
 * (the goal is 18,500 B); `timeInZones` taking an athlete's `Zones` record and the polyline
 * decoder's two value loops took it from 21,583 B to 21,607 B. The key sets' four
 * remembered key orders, the last matched compared first (bench/README.md, "Lists and
 * details: four key orders"), took `import { Lap }` at once from 9,872 B to 9,938 B, still
 * within its goal. `client` is a bundle of `createHttpClient` and
 * `createTokenRefresher`, `clientAtOnce` what they load at once when a bundler splits code:
 * the HTTP calls that give records load them with import(), the writes load themselves so
 * when first called, and an error answer loads its `Fault` record so, which a bundle
 * without splitting inlines (the records' reader, 4.7 kB of `client`). `app` is a typical
 * app (`typicalApp` in bundle-sizes.mjs: a list, details, laps and streams over the HTTP
 * client), whose goal is 24,000 B. Refusing the option names a function does not take
 * (each function's list of names, which the compiler holds to its options type) took
 * `clientAtOnce` from 20,280 B to 20,737 B, `client` from 23,817 B to 24,136 B and `app`
 * from 36,450 B to 36,705 B (bench/README.md, "Option names: what the change costs").
 * Naming the call in a refused path id took `client` from 24,200 B to 24,262 B and `app`
 * from 36,735 B to 36,800 B; saying where bytes stop being UTF-8 took `lap` to 21,865 B,
 * `entry` to 26,488 B, `clientAtOnce` to 20,881 B, `client` to 24,331 B and `app` to
 * 37,051 B (and `lapAtOnce` down to 9,839 B). Each budget moved by its bundle's cost
 * (bench/README.md, "Three fixes of the HTTP entry: what they cost").
 */
const BUDGETS = {
  lapAtOnce: Number(process.env.SIZE_BUDGET_LAP_AT_ONCE ?? 9950),
  lap: Number(process.env.SIZE_BUDGET_LAP_REACHABLE ?? 21926),
  entry: Number(process.env.SIZE_BUDGET_ENTRY ?? 26516),
  clientAtOnce: Number(process.env.SIZE_BUDGET_CLIENT_AT_ONCE ?? 20892),
  client: Number(process.env.SIZE_BUDGET_CLIENT ?? 24381),
  app: Number(process.env.SIZE_BUDGET_APP ?? 37066),
};
/**
 * The goals each budget is printed beside (bench/README.md says which are met): 10,000 B at
 * once and 18,500 B unsplit for `import { Lap }`, the main entry's ceiling of 22,000 B, a
 * typical app's 24,000 B. A budget fails the check; a goal only reports.
 */
const GOALS = { lapAtOnce: 10000, lap: 18500, entry: 22000, app: 24000 };

const failures = [];
function step(name, run) {
  process.stdout.write(`- ${name}: `);
  try {
    const detail = run();
    console.log(detail ?? 'ok');
  } catch (error) {
    console.log('FAILED');
    console.error(String(error.stdout ?? '') + String(error.stderr ?? '') || error.message);
    failures.push(name);
  }
}
step('publint --strict', () => void run(bin('publint'), ['--strict']));
step('attw --pack . --profile node16', () => void run(bin('attw'), ['--pack', '.', '--profile', 'node16']));

/**
 * The package's budget in bytes unpacked, as `npm pack` counts them, a little over what the
 * build measures. The goal is 400,000 B, which declarations with their doc comments
 * (307 kB) and the library's JavaScript in both formats (813 kB, unminified) cannot meet
 * together, the guides (297 kB) aside: CONTRIBUTING.md, "What the package holds", has the
 * figures of each part.
 */
const PACKAGE_BUDGET = Number(process.env.SIZE_BUDGET_PACKAGE ?? 1_525_000);
const PACKAGE_TARGET = 400_000;
step('package size', () => {
  const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts']));
  const parts = new Map();
  for (const { path, size } of packed.files) {
    const part = path === 'dist/cli.js' ? 'the command'
      : path.startsWith('docs/') ? 'the guides'
      : /\.d\.c?ts$/.test(path) ? 'declarations'
        : path.endsWith('.cjs') ? 'CommonJS' : path.endsWith('.js') ? 'ESM' : 'the rest';
    parts.set(part, (parts.get(part) ?? 0) + size);
  }
  const detail = `${packed.unpackedSize} B unpacked (budget ${PACKAGE_BUDGET}, target ${PACKAGE_TARGET}), ` +
    `${packed.size} B packed, ${packed.entryCount} files: ${[...parts].map(([part, size]) => `${part} ${size} B`).join(', ')}`;
  if (!(packed.unpackedSize <= PACKAGE_BUDGET)) throw new Error(detail);
  return detail;
});

// The package ships the README and the guides, but not all it links to (CONTRIBUTING.md,
// bench/): each link must name a file of the repository, where a reader follows it.
step("README's links name files of the repository", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target.split('#')[0])
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
  const missing = targets.filter((target) => !existsSync(join(root, target)));
  if (missing.length > 0) throw new Error(`README.md links to what the repository does not hold: ${missing.join(', ')}`);
  return `${targets.length} links, to ${new Set(targets).size} files`;
});

// Bundled from dist/, as an app meets a package its workspace links: esbuild says nothing of
// files inside node_modules, so the packed consumer below would hide a warning. A bare
// `import './chunk.js'` is one: "sideEffects": false makes esbuild ignore it, and warn.
const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const exportedFiles = Object.values(exports).flatMap((target) =>
  typeof target === 'string' ? [] : [target.import.default, target.require.default]);
for (const file of exportedFiles) {
  step(`${file} bundles with esbuild without a warning`, () => {
    const { warnings } = buildSync({
      entryPoints: [join(root, file)], bundle: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
    });
    if (warnings.length > 0) {
      throw new Error(warnings.map((warning) => `${warning.location?.file ?? file}: ${warning.text}`).join('\n'));
    }
  });
}

await withPackedConsumer(async (consumer) => {
  // details(), laps() and streams() load DetailedActivity, Lap and StreamSet on demand
  // (import() in ESM, require() in CommonJS), exchangeCode SummaryAthlete and syncActivities
  // SummaryActivity: the same classes as the main entry's.
  const onDemand = `const client = { getActivity: () => '{"id": 12345678987654321, "laps": [{"id": 1}]}', getActivityLaps: () => '[{"id": 2}]',
        getActivityStreams: () => '{"time": {"data": [0, 1, 2]}}' };
      const activity = SummaryActivity.parse({ id: 7 }, { client });
      Promise.all([activity.details(), activity.laps(), activity.streams()]).then(([detail, laps, streams]) => {
        if (!(detail instanceof DetailedActivity) || detail.id !== 12345678987654321n || !(laps[0] instanceof Lap)) process.exit(1);
        if (!(streams instanceof StreamSet) || streams.time.length !== 3) process.exit(1);
      }, () => process.exit(1));
      const fetch = () => Promise.resolve(new Response('{"access_token": "a", "refresh_token": "r", "expires_at": 1, "athlete": {"id": 9007199254740993}}'));
      exchangeCode({ clientId: 1, clientSecret: 's', code: 'c', fetch }).then(({ athlete }) => {
        if (!(athlete instanceof SummaryAthlete) || athlete.id !== 9007199254740993n) process.exit(1);
      }, () => process.exit(1));
      // One activity, on the first page of any list that starts before it, as the API pages.
      const list = (url) => {
        const query = new URL(url).searchParams;
        const holds = Number(query.get('after')) < 1577836800 && query.get('page') === '1';
        return Promise.resolve(new Response(holds ? '[{"id": 9007199254740995, "start_date": "2020-01-01T00:00:00Z"}]' : '[]'));
      };
      (async () => {
        const items = [];
        for await (const item of syncActivities(createHttpClient({ accessToken: 't', fetch: list }))) items.push(item);
        const [first] = items;
        if (items.length !== 1 || !(first.activity instanceof SummaryActivity) || first.activity.id !== 9007199254740995n) process.exit(1);
      })().catch(() => process.exit(1));`;
  // The export entry writes a set read by the main entry's StreamSet (a class of the shared chunk).
  const exported = `const samples = StreamSet.parse({ time: { data: [0, 1] }, latlng: { data: [[1, 2], [1.5, 2.5]] } });
      const exportable = { name: 'A & B', sport_type: 'Run', start_date: '2024-01-01T00:00:00Z' };
      if (!toGpx(exportable, samples).includes('<trkpt lat="1.5" lon="2.5"><time>2024-01-01T00:00:01Z</time></trkpt>')) process.exit(1);
      if (!toTcx(exportable, samples, [{ start_index: 0, end_index: 1 }]).includes('<Activity Sport="Running">')) process.exit(1);`;
  // A class or function of any entry keeps the name it is exported by, which util.inspect,
  // console.log and stack traces show: a bundler renames a class that refers to itself in
  // its own body (`var StreamSet = class _StreamSet`), unless the reference is moved out.
  const exportedNames = (main, http, exporting) => `for (const [entry, exported] of [['activity-records', ${main}], ['activity-records/http', ${http}], ['activity-records/export', ${exporting}]]) {
        for (const [name, value] of Object.entries(exported)) {
          if (typeof value === 'function' && value.name !== name) {
            console.error(entry + ': ' + name + ' is named ' + value.name);
            process.exit(1);
          }
        }
      }`;
  step('require() from CommonJS', () => {
    const code = `const { DetailedActivity, Lap, StreamSet, SummaryActivity, SummaryAthlete, decodeJSON } = require('activity-records');
      const { createHttpClient, ApiError, exchangeCode, syncActivities } = require('activity-records/http');
      const { toGpx, toTcx } = require('activity-records/export');
      const [lap] = Lap.parseMany(decodeJSON('[{"id": 12345678987654321, "distance": 5}]'));
      if (lap.id !== 12345678987654321n || typeof createHttpClient !== 'function' || typeof ApiError !== 'function') process.exit(1);
      ${exported}
      ${exportedNames("require('activity-records')", "require('activity-records/http')", "require('activity-records/export')")}
      ${onDemand}`;
    run(process.execPath, ['-e', code], consumer);
  });
  step('import from ESM', () => {
    const code = `import { DetailedActivity, Lap, StreamSet, SummaryActivity, SummaryAthlete, decodeJSON } from 'activity-records';
      import { createHttpClient, exchangeCode, syncActivities } from 'activity-records/http';
      import { toGpx, toTcx } from 'activity-records/export';
      import * as main from 'activity-records';
      import * as http from 'activity-records/http';
      import * as exporting from 'activity-records/export';
      const [lap] = Lap.parseMany(decodeJSON('[{"id": 12345678987654321, "distance": 5}]'));
      if (lap.id !== 12345678987654321n || typeof createHttpClient !== 'function') process.exit(1);
      ${exported}
      ${exportedNames('main', 'http', 'exporting')}
      ${onDemand}`;
    run(process.execPath, ['--input-type=module', '-e', code], consumer);
  });

  // The command as npm installs it (node_modules/.bin), which imports the library's ESM entry
  // beside it: a body it shows (an id past 2^53, exact), and one whose records are not valid,
  // which it tells only if the ParseError a record's parse throws is the one it checks for.
  step('the installed command (activity-records inspect)', () => {
    const command = join(consumer, 'node_modules', '.bin', 'activity-records');
    const activities = join(consumer, 'activities.json');
    writeFileSync(activities, '[{"id": 9007199254740993, "workout_type": null, "sport_type": "Run", "name": "Morning", "distance": 1000, "moving_time": 400}]');
    const shown = run(command, ['inspect', activities], consumer);
    if (!/^Activities \(1 activity\)\n[\s\S]*\nRun +Morning +1\.00 km +6:40 +6:40 \/km +- +9007199254740993\n$/.test(shown)) throw new Error(`inspect showed:\n${shown}`);
    const invalid = spawnSync(command, ['inspect', '-'], { cwd: consumer, input: '[{"lap_index": 1, "distance": "far"}]', encoding: 'utf8' });
    if (invalid.status !== 1 || !invalid.stderr.includes('[0].distance: expected number, received "far"')) {
      throw new Error(`inspect of an invalid lap exited ${invalid.status}:\n${invalid.stderr}`);
    }
    return `${run(command, ['--version'], consumer).trim()}: a list of activities shown, an invalid lap reported`;
  });

  const usage = `import { Lap, ParseError, decodeJSON, type ClientHandle, type Id } from 'activity-records';
import { createHttpClient, type HttpClient } from 'activity-records/http';
import { toGpx, type ExportActivity } from 'activity-records/export';
const client: HttpClient = createHttpClient({ accessToken: 'token' });
const handle: ClientHandle = client;
const result = Lap.safeParse(decodeJSON('{}'), { client: handle });
const distance: number | null = result.success ? result.data.distance : null;
const id: Id | null = result.success ? result.data.id : null;
const error: ParseError | null = result.success ? null : result.error;
const exportable: ExportActivity = { name: 'run', start_date: '2024-01-01T00:00:00Z' };
const gpx: (activity: ExportActivity, streams: Parameters<typeof toGpx>[1]) => string = toGpx;
export { distance, id, error, exportable, gpx };
`;
  // node16 as well as nodenext: under node16 a CommonJS file may not import an ES module's
  // declarations (TS1479), which nodenext allows from TypeScript 5.8 on, so node16 alone
  // shows that what `require` gets stands on declarations of its own format
  // (scripts/build-declarations.mjs).
  for (const [name, compilerOptions, file] of [
    ['node16, ESM', { module: 'node16', moduleResolution: 'node16' }, 'usage.mts'],
    ['node16, CommonJS', { module: 'node16', moduleResolution: 'node16' }, 'usage.cts'],
    ['nodenext, ESM', { module: 'nodenext', moduleResolution: 'nodenext' }, 'usage.mts'],
    ['nodenext, CommonJS', { module: 'nodenext', moduleResolution: 'nodenext' }, 'usage.cts'],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, 'usage.ts'],
  ]) {
    step(`strict TypeScript consumer (${name})`, () => {
      const project = join(consumer, name.replace(/\W+/g, '-'));
      mkdirSync(project);
      writeFileSync(join(project, file), usage);
      writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { ...compilerOptions, target: 'es2022', lib: ['es2022', 'dom'], strict: true,
          exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noEmit: true, types: [] },
        files: [file],
      }));
      run(bin('tsc'), ['-p', project]);
    });
  }

  const bundle = (code, platform) => bundledSize(code, consumer, platform);
  const bundleAtOnce = (names, entry) => loadedAtOnce(names, join(consumer, 'node_modules', 'activity-records', 'dist'), consumer, entry);
  // esbuild refuses a Node built-in (node:fs, http, …) when bundling for the browser.
  const sizes = {};
  for (const [name, code] of [
    ['lap', "export { Lap } from 'activity-records';"],
    ['entry', "export * from 'activity-records';"],
    ['http', "export * from 'activity-records/http';"],
    ['export', "export * from 'activity-records/export';"],
    ['client', "export { createHttpClient, createTokenRefresher } from 'activity-records/http';"],
    ['app', typicalApp('activity-records', 'activity-records/http')],
  ]) {
    const label = {
      lap: 'import { Lap }', entry: 'main entry', http: 'http entry', export: 'export entry', client: 'import { createHttpClient, createTokenRefresher }',
      app: 'a typical app (list, details, laps, streams)',
    }[name];
    process.stdout.write(`- ${label} bundles for the browser, with no Node built-in: `);
    try {
      sizes[name] = await bundle(code, 'browser');
      console.log('ok');
    } catch (error) {
      console.log('FAILED');
      console.error(error.message);
      failures.push(`browser bundle of ${name}`);
    }
  }
  try {
    sizes.lapAtOnce = await bundleAtOnce('Lap');
    sizes.clientAtOnce = await bundleAtOnce('createHttpClient, createTokenRefresher', 'http.js');
  } catch (error) {
    console.error(error.message);
    failures.push('split bundles of import { Lap } and the HTTP client');
  }
  step('size budget', () => {
    const line = (name, label) => `${label} ${sizes[name]} B gzipped (budget ${BUDGETS[name]}${name in GOALS ? `, goal ${GOALS[name]}` : ''})`;
    const detail = [
      line('lapAtOnce', 'import { Lap }, loaded at once (code splitting):'),
      line('lap', 'import { Lap }, all it can reach (no splitting):'),
      line('entry', 'whole main entry:'),
      line('clientAtOnce', 'createHttpClient and createTokenRefresher, loaded at once (code splitting):'),
      line('client', 'createHttpClient and createTokenRefresher, all they can reach (no splitting):'),
      line('app', 'a typical app (list, details, laps, streams, over the HTTP client):'),
    ].join('; ');
    if (Object.keys(BUDGETS).some((name) => !(sizes[name] <= BUDGETS[name]))) throw new Error(detail);
    return detail;
  });
});

if (failures.length > 0) {
  console.error(`\ncheck:package failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\ncheck:package: all checks passed');
