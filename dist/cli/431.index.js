export const id = 431;
export const ids = [431];
export const modules = {

/***/ 10431:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSelftest: () => (/* binding */ runSelftest)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/index.ts + 16 modules
var api = __webpack_require__(58638);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(38747);
// EXTERNAL MODULE: ./src/config/file/profiles.ts
var profiles = __webpack_require__(6971);
// EXTERNAL MODULE: ./src/sandbox/index.ts + 64 modules
var sandbox = __webpack_require__(65936);
// EXTERNAL MODULE: ./src/scan/engine.ts
var engine = __webpack_require__(49491);
// EXTERNAL MODULE: ./src/runtime/system-clock.ts
var system_clock = __webpack_require__(77824);
// EXTERNAL MODULE: ./src/scan/verdict/gate.ts + 1 modules
var gate = __webpack_require__(3959);
// EXTERNAL MODULE: ./src/config/schema.ts + 1 modules
var schema = __webpack_require__(60254);
;// CONCATENATED MODULE: ./src/selftest/inert.ts
/**
 * Checks that cannot fire under a configuration: a gate that can never fail enforces
 * nothing. Pure: the layered values of one profile, where each came from, and the
 * categories its probe selection runs.
 */


/** Where an input's value came from in the config file, for one event (layerProfiles' order). */
function configPath(key, sources) {
    if (sources.explicit[key] !== undefined)
        return `--${key}`;
    for (const [i, p] of sources.profiles.entries())
        if (p[key] !== undefined)
            return `profiles.${sources.names[i]}.${key}`;
    return key;
}
/** Gate checks the configuration turns on, by input name. */
function enabledChecks(c) {
    const g = c.gate;
    const on = {
        'min-score': g.minScore !== null,
        'max-failed': g.maxFailed !== null,
        'max-fail-rate': g.maxFailRate !== null,
        'max-error-rate': g.maxErrorRate !== null,
        'category-min-scores': Object.keys(g.categoryMinScores).length > 0,
        'max-score-drop': g.maxScoreDrop !== null,
        'fail-on-new-failures': g.failOnNewFailures,
        'fail-on-framework': g.failOnFramework.length > 0,
    };
    return schema/* GATE_CHECK_INPUTS */.Ti.filter((i) => on[i]);
}
/**
 * The inert checks of one profile's configuration: everything `warn-only`, `min-score: 0`,
 * a category threshold on a category the selection never runs. `categories`: the categories
 * of the probes the selection runs; null when unknown (then that check is not judged).
 */
function inertChecks(config, categories, pathOf) {
    const out = [];
    const enabled = enabledChecks(config);
    const warnOnly = config.gate.warnOnly;
    const warned = enabled.filter((i) => warnOnly.includes(i));
    if (enabled.length > 0 && warned.length === enabled.length)
        out.push({
            path: pathOf('warn-only'),
            why: `warn-only covers every gate check turned on (${enabled.join(', ')}): no result can fail the build; remove the checks that must gate from warn-only.`,
        });
    if (config.gate.minScore === 0)
        out.push({
            path: pathOf('min-score'),
            why: 'min-score 0 passes every score: set the lowest score that may pass, e.g. 60.',
        });
    if (categories !== null) {
        const run = new Set(categories.map(gate/* categoryKey */.au));
        for (const category of Object.keys(config.gate.categoryMinScores))
            if (!run.has((0,gate/* categoryKey */.au)(category)))
                out.push({
                    path: `${pathOf('category-min-scores')}.${category}`,
                    why: `category "${category}" is never run by this probe selection (it runs ${categories.join(', ') || 'no category'}), so its threshold never judges a result; select its probes or remove it.`,
                });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/selftest/selftest.ts
/**
 * `probe-gate selftest`: proves that a configuration can fail. Every profile of the config
 * file (and the file without one) is run against two targets of an in-process sandbox on
 * loopback: a known-bad one (must give FAIL) and a known-good one (must give PASS). Checks
 * that cannot fire under the configuration are listed with their config path.
 */










/** Inputs the selftest sets itself: the sandbox's connection and what does not gate. */
function sandboxValues(sb, targetId, dir) {
    return {
        'api-key': sb.apiKey,
        'base-url': sb.baseUrl,
        'workspace-id': String(sb.workspaceId),
        'target-id': String(targetId),
        'report-dir': dir,
        formats: 'json',
        'ignore-file': '',
        baseline: 'none',
        'baseline-report': '',
        'target-config': '',
        'attach-test-run-id': '',
        'ai-analysis': 'false',
        'trend-runs': '0',
        'benchmark-compare': 'false',
        'timeout-minutes': '2',
        'poll-interval-seconds': '1',
    };
}
const quiet = {
    info: () => { },
    warn: () => { },
    debug: () => { },
    progress: () => { },
    untrusted: () => { },
};
async function scanOnce(config) {
    // Loopback: the sandbox answers at once, so polls need not wait a second.
    config.pollFloorMs = 50;
    const client = new api/* PlatformClient */.Ht({ baseUrl: config.baseUrl, apiKey: config.apiKey });
    const outcome = await (0,engine/* runScan */.Hk)({
        client,
        clock: system_clock/* systemClock */.m,
        log: quiet,
        state: { save: () => { }, get: () => '' },
        outputs: { set: () => { } },
        toolVersion: 'selftest',
    }, config);
    const categories = [
        ...new Set(outcome.report.probeRuns.flatMap((p) => (p.category ? [p.category] : []))),
    ];
    return { verdict: outcome.verdict, categories };
}
/** The profiles to run: the file without an event, then each event profile it has. */
function profilesOf(file) {
    const events = profiles/* PROFILE_EVENTS */.Uo.filter((e) => e !== 'default' && file.profiles[e] !== undefined);
    return [null, ...events];
}
/** Runs the selftest of a configuration: `explicit` values (flags) over the config file. */
async function runSelftest(file, explicit = {}, 
/** The Action's inputs always carry their defaults: one equal to its default counts as unset. */
unsetDefaults = false) {
    const sb = await (0,sandbox/* startSandbox */.OT)({ speed: 10_000, seed: 7 });
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'probe-gate-selftest-'));
    try {
        const bad = sb.control.addTarget({
            role: 'selftest-bad',
            vulnerability: 0.6,
            testCasesPerProbe: 25,
        });
        const good = sb.control.addTarget({
            role: 'selftest-good',
            vulnerability: 0,
            testCasesPerProbe: 25,
        });
        const profiles = await Promise.all(profilesOf(file).map((event, i) => runProfile(sb, file, explicit, event, unsetDefaults, {
            bad,
            good,
            dir: (0,external_node_path_.join)(dir, String(i)),
        })));
        return summarise(profiles);
    }
    finally {
        await sb.close();
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
async function runProfile(sb, file, explicit, event, unsetDefaults, where) {
    const { raw, profile } = (0,profiles/* layerProfiles */.Ck)({ explicit, file: file.values, profiles: file.profiles }, { name: event, source: event === null ? null : 'selftest' }, unsetDefaults);
    const configFor = (targetId, sub) => (0,config/* parseConfig */.o4)({ ...raw, ...sandboxValues(sb, targetId, (0,external_node_path_.join)(where.dir, sub)) });
    const badRun = await scanOnce(configFor(where.bad, 'bad'));
    const goodRun = await scanOnce(configFor(where.good, 'good'));
    const names = profile.applied;
    const pathOf = (key) => configPath(key, { explicit, profiles: names.map((n) => file.profiles[n] ?? {}), names });
    const inert = inertChecks(configFor(where.bad, 'bad'), badRun.categories, pathOf);
    return { profile: event ?? '(no event)', bad: badRun.verdict, good: goodRun.verdict, inert };
}
function summarise(profiles) {
    const lines = [];
    let ok = true;
    for (const p of profiles) {
        const seen = p.bad === 'fail' && p.good === 'pass';
        ok &&= seen && p.inert.length === 0;
        lines.push(`${p.profile}: known-bad target ${p.bad.toUpperCase()}${p.bad === 'fail' ? '' : ' (must be FAIL)'}, known-good target ${p.good.toUpperCase()}${p.good === 'pass' ? '' : ' (must be PASS)'}.`);
        for (const c of p.inert)
            lines.push(`  cannot fire: ${c.path}: ${c.why}`);
    }
    lines.push(ok
        ? 'selftest passed: every profile fails the known-bad target and passes the known-good one.'
        : 'selftest failed: fix the checks above so that the gate can fail, then run probe-gate selftest again.');
    return { profiles, exitCode: ok ? 0 : 2, lines };
}


/***/ })

};
