export const id = 665;
export const ids = [665];
export const modules = {

/***/ 34244:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sizeOf),
/* harmony export */   DL: () => (/* binding */ readKept),
/* harmony export */   qX: () => (/* binding */ readRange)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/**
 * What rendering ahead keeps in scratch files, checked before it is used (render-ahead.ts):
 * files of the size written, read back whole: readRange for SARIF's result bodies, readKept
 * for the report writer.
 */


/** Reads at a position of a file descriptor, in the thread pool. */
const readAt = (0,node_util__WEBPACK_IMPORTED_MODULE_1__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.read);
function changedWhileKept(path) {
    return new Error(`${path} changed while it was kept`);
}
/** Bytes `from` to `to` of a file, read into the start of `into`; throws when it holds fewer. */
function readRange(path, into, from, to) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        for (let at = 0, n; at < to - from; at += n)
            if ((n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, into, at, to - from - at, from + at)) === 0)
                throw changedWhileKept(path);
        return into.subarray(0, to - from);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * A kept file's bytes, read into the writer's buffers (`space`; `took` tells it how many)
 * while the other one is written. Opened and closed at once, read in the thread pool: with
 * a turn of the pool for the open and the close too, the 50 sections of a 250k run's JSON
 * report took 36-50 ms to copy instead of 20-33.
 */
async function readKept(kept, space, took) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(kept.path, 'r');
    try {
        let copied = 0;
        for (;;) {
            const { buffer, at, free } = await space();
            // Up to one byte past the size: a file that grew is found as one that shrank.
            const room = Math.min(free, kept.size - copied + 1);
            const { bytesRead } = await readAt(fd, buffer, at, room, copied);
            copied += bytesRead;
            took(bytesRead);
            // A regular file reads short only at its end.
            if (bytesRead < room || copied > kept.size)
                break;
        }
        if (copied !== kept.size)
            throw changedWhileKept(kept.path);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function sizeOf(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 65314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ writeScratch),
/* harmony export */   a: () => (/* binding */ writeChunks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _kept_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(34244);
/**
 * Report files, written whole or not at all (R25): each goes to a side file created
 * exclusively (never through a symbolic link), every byte of every write is checked, the
 * size and its close are checked before it is renamed into place.
 */



/**
 * Bytes gathered before each write: renderers yield small pieces (a row, a result), each
 * encoded straight into one of two buffers that take turns, one filling while the other is
 * written. Joining the pieces into a string and encoding that copied every byte twice: 2x
 * slower on a huge run's 150 MB of reports.
 */
const WRITE_BYTES = 1 << 20;
/** Bytes per write of paced work (about 2 ms of rendering between two turns of the loop). */
const PACED_WRITE_BYTES = 1 << 18;
/** UTF-8 takes at most 3 bytes per UTF-16 code unit (a lone surrogate becomes U+FFFD). */
const MAX_UTF8_PER_UNIT = 3;
/** Writes all of `bytes`, going on after a short write; a write that makes no progress fails. */
async function writeAll(file, bytes) {
    let offset = 0;
    while (offset < bytes.length) {
        const { bytesWritten } = await file.write(bytes, offset, bytes.length - offset);
        if (!(bytesWritten > 0))
            throw new Error(`short write: ${offset} of ${bytes.length} bytes (is the disk full?)`);
        offset += bytesWritten;
    }
}
/**
 * Two buffers that take turns on `file`: one is filled while the other is written (one write
 * in flight). Text is encoded straight into the one filling now; bytes are copied in; bytes
 * kept in a file are read into it (off the main thread, as the writes are).
 */
class TurnBuffers {
    #file;
    #size;
    #pace;
    #buffers;
    #turn = 0;
    #filled = 0;
    #inFlight = Promise.resolve();
    /** Bytes sent to the file. */
    total = 0;
    constructor(file, pace) {
        this.#file = file;
        this.#pace = pace;
        // Paced work yields to the event loop after each write, so writes are smaller.
        this.#size = pace ? PACED_WRITE_BYTES : WRITE_BYTES;
        this.#buffers = [Buffer.allocUnsafeSlow(this.#size), Buffer.allocUnsafeSlow(this.#size)];
    }
    /**
     * Starts writing `bytes` once the write before it is done; the caller fills no buffer that
     * is still being written (the one just sent is not touched again until the next send has
     * awaited it).
     */
    async #send(bytes) {
        await this.#inFlight;
        this.total += bytes.length;
        this.#inFlight = writeAll(this.#file, bytes);
    }
    async #flush() {
        await this.#send(this.#buffers[this.#turn].subarray(0, this.#filled));
        this.#turn = 1 - this.#turn;
        this.#filled = 0;
        // Paced: what else the process has to do (answers arriving) goes first.
        if (this.#pace)
            await new Promise((resolve) => setImmediate(resolve));
    }
    /** Encodes `text` into the buffer filling now; false, doing nothing, when it may not fit. */
    put(text) {
        if (this.#filled + text.length * MAX_UTF8_PER_UNIT > this.#size)
            return false;
        this.#filled += this.#buffers[this.#turn].write(text, this.#filled, 'utf8');
        return true;
    }
    /** `text` after a flush; a piece too large for a buffer goes out on its own. */
    async putAfterFlush(text) {
        await this.#flush();
        if (!this.put(text))
            await this.#send(Buffer.from(text, 'utf8'));
    }
    async putBytes(bytes) {
        for (let at = 0; at < bytes.length;) {
            if (this.#filled === this.#size)
                await this.#flush();
            const n = Math.min(this.#size - this.#filled, bytes.length - at);
            this.#buffers[this.#turn].set(bytes.subarray(at, at + n), this.#filled);
            this.#filled += n;
            at += n;
        }
    }
    /** Copies a kept file's bytes in (see readKept). */
    putKept(kept) {
        return (0,_kept_js__WEBPACK_IMPORTED_MODULE_2__/* .readKept */ .DL)(kept, this.#space, this.#took);
    }
    /** Where a kept file is read to: the buffer filling now (flushed first when full). */
    #space = async () => {
        if (this.#filled === this.#size)
            await this.#flush();
        const buffer = this.#buffers[this.#turn];
        return { buffer, at: this.#filled, free: this.#size - this.#filled };
    };
    #took = (n) => void (this.#filled += n);
    /** Sends what is left and waits for the last write. */
    async end() {
        if (this.#filled > 0)
            await this.#send(this.#buffers[this.#turn].subarray(0, this.#filled));
        await this.#inFlight;
    }
    /** The write in flight, over whatever its outcome. */
    async idle() {
        await this.#inFlight.catch(() => undefined);
    }
}
/**
 * Pours `chunks` into `file` as they come, gathered into writes of about 1 MiB (see
 * TurnBuffers). Returns how many bytes were written.
 */
async function pour(file, chunks, { pace = false, kept } = {}) {
    const out = new TurnBuffers(file, pace);
    // Most pieces are gathered, then fit in the buffer being filled and are encoded at once,
    // without an await.
    const gather = new _format_js__WEBPACK_IMPORTED_MODULE_1__/* .TextGatherer */ ._n();
    /** What was gathered, encoded now: bytes come next. */
    const putGathered = async () => {
        const rest = gather.rest();
        if (!out.put(rest))
            await out.putAfterFlush(rest);
    };
    const each = async (pieces) => {
        for (const chunk of pieces) {
            if (typeof chunk === 'string') {
                const text = gather.add(chunk);
                if (text !== '' && !out.put(text))
                    await out.putAfterFlush(text);
            }
            else if (!(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .isSection */ .EP)(chunk)) {
                await putGathered();
                await out.putBytes(chunk);
            }
            else {
                // A probe run's part made ahead (awaited when the render worker is finishing it),
                // else rendered here, its text gathered with the rest.
                const made = kept === undefined ? undefined : await kept(chunk);
                if (made === undefined)
                    await each(chunk.render());
                else if ('path' in made) {
                    await putGathered();
                    await out.putKept(made);
                }
                else
                    await each(made);
            }
        }
    };
    try {
        await each(chunks);
        await putGathered();
    }
    finally {
        // Never leaves a write running behind a failure: the caller closes the file next.
        await out.idle();
    }
    await out.end();
    return out.total;
}
/**
 * Writes `chunks` to `path` as they come (see {@link pour}). A stale side file is removed
 * first and the new one created exclusively ('wx' never follows a link planted there); its
 * size and its close are checked before it is renamed into place; any failure removes the
 * side file, so no half-written report is ever left in place.
 *
 * No flush to disk (fsync): every write is checked as it returns, and a filesystem that
 * defers its errors to the write-back (NFS, SMB, FUSE) reports them when the file is
 * closed, which is checked. A flush only adds durability through a crash of the machine,
 * which ends the job anyway; it made the end of a huge run wait on the disk.
 */
async function writeChunks(path, chunks, openFile = node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open, kept) {
    const partial = `${path}.partial`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(partial, { force: true });
    const file = await openFile(partial, 'wx');
    try {
        const total = await pour(file, chunks, { kept });
        const { size: written } = await file.stat();
        if (written !== total)
            throw new Error(`short write: ${written} of ${total} bytes on disk`);
        await file.close();
        // rename replaces a link at `path` itself; it never writes through it.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(partial, path);
    }
    catch (err) {
        await file.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(partial, { force: true });
        throw err;
    }
}
/**
 * Writes a scratch file that only this process reads back (a section rendered ahead): no
 * side file and no flush to disk, since a crash loses nothing that matters; paced, since it
 * is background work. Throws on any failure, leaving the file for its owner to remove.
 */
async function writeScratch(path, chunks) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'wx');
    try {
        return await pour(file, chunks, { pace: true });
    }
    finally {
        await file.close();
    }
}


/***/ }),

/***/ 8665:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mB: () => (/* binding */ configuringFile),
  YV: () => (/* binding */ loadPublishing),
  MT: () => (/* binding */ logProbeLines),
  mk: () => (/* binding */ publish),
  n0: () => (/* binding */ setOutputs),
  rg: () => (/* binding */ setPublishedOutputs),
  t4: () => (/* binding */ writeReportFiles)
});

// UNUSED EXPORTS: artifactNameFor, writeReports

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/report/rates.ts
var rates = __webpack_require__(8029);
// EXTERNAL MODULE: ./src/config/ignore-default.ts
var ignore_default = __webpack_require__(19578);
// EXTERNAL MODULE: ./src/scan/budget.ts
var budget = __webpack_require__(61392);
// EXTERNAL MODULE: ./src/scan/run/cancel.ts
var cancel = __webpack_require__(40205);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/write/pour.ts
var pour = __webpack_require__(65314);
;// CONCATENATED MODULE: ./src/report/write/files.ts
/**
 * The report files of a scan: every requested format rendered into the report folder, each
 * written whole or not at all (pour.ts), with the parts of probe runs made ahead copied in.
 */






/**
 * The whole-report renderers: needed only once the run is over, so never loaded at start-up;
 * the engine loads them while the run is awaited (engine.ts), else the writer does.
 */
function loadFormats() {
    return Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 5194));
}
/**
 * SHA-256 (hex) of the JSON report: of the file written, else of the JSON the report renders
 * to (the bytes a `json` format would write).
 */
async function jsonSha256(report, jsonPath) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    if (jsonPath !== null) {
        for await (const chunk of (0,external_node_fs_.createReadStream)(jsonPath))
            hash.update(chunk);
        return hash.digest('hex');
    }
    const { renderFormatChunks } = await loadFormats();
    for (const piece of (0,format/* renderedPieces */.XI)(renderFormatChunks(report, 'json')))
        hash.update(piece);
    return hash.digest('hex');
}
/**
 * Writes every requested format into the report folder, all at once, each in pieces (see
 * renderFormatChunks); returns absolute paths by format, in the order asked for (only those
 * written). Without `onError`, the first failure is thrown once the others are written.
 */
async function writeReports(report, dir, formats, opts = {}) {
    const { REPORT_FILE_NAMES, renderFormatChunks } = await loadFormats();
    const root = (0,external_node_path_.resolve)(dir);
    const files = {};
    try {
        await (0,promises_.mkdir)(root, { recursive: true });
        if (!opts.allowLinkedDir && (await (0,promises_.lstat)(root)).isSymbolicLink())
            throw new Error(`${root} became a symbolic link; reports are never written through one`);
    }
    catch (err) {
        if (!opts.onError)
            throw err;
        for (const format of formats)
            opts.onError(format, err);
        return files;
    }
    const { writer } = opts;
    await writer?.settle();
    const kept = writer?.keptSections(report.testRun.startedAt, opts.locationPath ?? null);
    // All at once: most of a huge run's reports were rendered ahead, so writing is mostly
    // copying, and one format renders while another waits on the disk.
    const write = async (format, jsonSha256) => {
        const path = (0,external_node_path_.join)(root, REPORT_FILE_NAMES[format]);
        const chunks = renderFormatChunks(report, format, {
            sarif: {
                ...(opts.locationPath ? { locationPath: opts.locationPath } : {}),
                category: opts.sarifCategory ?? null,
            },
            html: { jsonSha256: jsonSha256 ?? null },
        });
        await (0,pour/* writeChunks */.a)(path, chunks, opts.openFile ?? promises_.open, kept);
        return path;
    };
    // The audit report's footer holds the JSON report's SHA-256: it is written last.
    const first = formats.filter((f) => f !== 'html');
    const settled = await Promise.allSettled(first.map((f) => write(f)));
    const jsonAt = first.indexOf('json');
    const json = jsonAt >= 0 ? settled[jsonAt] : undefined;
    const htmlOutcome = formats.includes('html')
        ? await Promise.allSettled([
            jsonSha256(report, json?.status === 'fulfilled' ? json.value : null).then((sha) => write('html', sha)),
        ])
        : [];
    const outcomes = formats.map((f) => f === 'html' ? htmlOutcome[0] : settled[first.indexOf(f)]);
    // Told and listed in the order asked for, whichever finished first.
    let failed = null;
    for (const [i, outcome] of outcomes.entries()) {
        const format = formats[i];
        if (outcome.status === 'fulfilled')
            files[format] = outcome.value;
        else if (opts.onError)
            opts.onError(format, outcome.reason);
        else
            failed ??= { error: outcome.reason };
    }
    if (failed)
        throw failed.error;
    return files;
}

;// CONCATENATED MODULE: ./src/scan/notify/change.ts
/** The state of this scan's verdict. */
function stateOf(verdict) {
    if (verdict === 'pass' || verdict === 'warn')
        return 'passing';
    if (verdict === 'fail')
        return 'failing';
    if (verdict === 'inconclusive')
        return 'inconclusive';
    return 'stopped';
}
/** The previous completed run of the trend (not this scan's), or null. */
function previousPoint(report) {
    const runs = report.trend?.runs ?? [];
    const earlier = runs.filter((r) => r.testRunId !== report.testRun.id);
    return earlier.at(-1) ?? null;
}
/** The state of an earlier run from its counts, judged by this scan's thresholds. */
function stateOfPoint(p, gate) {
    if (p.failRate === null)
        return 'inconclusive';
    if (gate.minSamples > 0 && p.total < gate.minSamples)
        return 'inconclusive';
    const score = p.score ?? (1 - p.failRate) * 100;
    const failing = (gate.minScore !== null && score < gate.minScore) ||
        (gate.maxFailed !== null && p.failed > gate.maxFailed) ||
        (gate.maxFailRate !== null && p.failRate > gate.maxFailRate);
    return failing ? 'failing' : 'passing';
}
/** The regression checks (against the baseline) that failed. */
const REGRESSION_INPUTS = new Set(['max-score-drop', 'fail-on-new-failures']);
/**
 * The change of this scan against the previous run, or null when nothing changed. No previous
 * run: a scan that does not pass is a new failure (or inconclusive); a passing one is no change.
 */
function changeOf(report, gate) {
    const now = stateOf(report.gate.verdict);
    const point = previousPoint(report);
    const before = point ? stateOfPoint(point, gate) : null;
    if (now === 'passing')
        return before !== null && before !== 'passing' ? 'recovery' : null;
    if (now === 'inconclusive')
        return before === 'inconclusive' ? null : 'inconclusive';
    if (before === 'failing' || before === 'stopped')
        return null;
    const regressed = report.gate.checks.some((c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail' && REGRESSION_INPUTS.has(c.input));
    return regressed ? 'regression' : 'new-failure';
}
/** Whether `notify-on` sends a message for this scan; the change kind goes with it. */
function notifyDecision(on, report, gate) {
    const change = changeOf(report, gate);
    if (on === 'always')
        return { send: true, change };
    if (on === 'fail')
        return { send: stateOf(report.gate.verdict) !== 'passing', change };
    return { send: change !== null, change };
}

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
// EXTERNAL MODULE: ./src/report/text-clean.ts
var text_clean = __webpack_require__(63579);
;// CONCATENATED MODULE: ./src/scan/notify/message.ts



/** Why 5: the probes with the most failed test cases named in a message. */
const TOP_PROBES = 5;
/** Why 80: a name longer than this is cut (names, not prose). */
const NAME_MAX = 80;
const message_name = (s) => (0,text_clean/* truncate */.xv)((0,text_clean/* cleanText */.X5)(s).trim(), NAME_MAX);
/** The facts of a report, cleaned. */
function factsOf(report, change) {
    const t = report.totals;
    return {
        target: message_name(report.platform.targetName ?? `target ${report.platform.targetId}`),
        targetId: report.platform.targetId,
        verdict: report.gate.verdict,
        change,
        score: report.scores.overall,
        counts: { total: t.total, passed: t.passed, failed: t.failed, errors: t.errors },
        failedChecks: report.gate.checks
            .filter((c) => (c.status ?? (c.passed ? 'pass' : 'fail')) === 'fail')
            .map((c) => message_name(c.id)),
        probes: report.probeRuns
            .filter((p) => p.failed > 0)
            .sort((a, b) => b.failed - a.failed)
            .slice(0, TOP_PROBES)
            .map((p) => ({ name: message_name(p.name), failed: p.failed })),
        links: { run: (0,sanitize/* safeLinkUrl */.Hp)(report.links.run), artifact: (0,sanitize/* safeLinkUrl */.Hp)(report.links.artifact) },
    };
}
const CHANGE_WORDS = {
    'new-failure': 'new failure',
    regression: 'regression',
    recovery: 'recovered',
    inconclusive: 'inconclusive',
};
/** `probe-gate: FAIL (new failure) on <target>`, our words around a cleaned name. */
function headline(f, target) {
    const word = format/* VERDICT_LABELS */.W4[f.verdict].word;
    return `probe-gate: ${word}${f.change ? ` (${CHANGE_WORDS[f.change]})` : ''} on ${target}`;
}
function countsLine(f) {
    const c = f.counts;
    const score = f.score === null ? 'no score' : `score ${f.score}/100`;
    return `${score}; ${c.total} test cases: ${c.passed} passed, ${c.failed} failed, ${c.errors} errors`;
}
/** Slack mrkdwn: &, < and > escaped; names in code spans, so nothing in them formats or mentions. */
const slackEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slackCode = (s) => `\`${slackEscape(s.replace(/`/g, "'"))}\``;
/** Slack incoming webhook: Block Kit blocks and a plain fallback text. */
function slackBody(f) {
    const lines = [
        `*${slackEscape(countsLine(f))}*`,
        ...(f.failedChecks.length > 0
            ? [`Failed checks: ${f.failedChecks.map(slackCode).join(', ')}`]
            : []),
        ...(f.probes.length > 0
            ? [`Most failures: ${f.probes.map((p) => `${slackCode(p.name)} (${p.failed})`).join(', ')}`]
            : []),
    ];
    const buttons = linkList(f).map(([text, url]) => ({
        type: 'button',
        text: { type: 'plain_text', text },
        url,
    }));
    return {
        text: slackEscape(headline(f, f.target)),
        blocks: [
            {
                type: 'header',
                text: { type: 'plain_text', text: (0,text_clean/* truncate */.xv)(headline(f, f.target), 150) },
            },
            { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } },
            ...(buttons.length > 0 ? [{ type: 'actions', elements: buttons }] : []),
        ],
    };
}
function linkList(f) {
    const out = [];
    if (f.links.run)
        out.push(['Test run', f.links.run]);
    if (f.links.artifact)
        out.push(['Reports', f.links.artifact]);
    return out;
}
/** A Teams workflow ("when a webhook request is received"): a message with one Adaptive Card. */
function teamsBody(f) {
    const text = (s) => (0,sanitize/* plainText */.wh)(s, { singleLine: true });
    const facts = [
        { title: 'Result', value: text(countsLine(f)) },
        ...(f.failedChecks.length > 0
            ? [{ title: 'Failed checks', value: f.failedChecks.map(text).join(', ') }]
            : []),
        ...(f.probes.length > 0
            ? [
                {
                    title: 'Most failures',
                    value: f.probes.map((p) => `${text(p.name)} (${p.failed})`).join(', '),
                },
            ]
            : []),
    ];
    const card = {
        $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
        type: 'AdaptiveCard',
        version: '1.5',
        body: [
            {
                type: 'TextBlock',
                text: headline(f, text(f.target)),
                weight: 'Bolder',
                size: 'Medium',
                wrap: true,
                color: f.verdict === 'pass' || f.verdict === 'warn' ? 'Good' : 'Attention',
            },
            { type: 'FactSet', facts },
        ],
        actions: linkList(f).map(([title, url]) => ({ type: 'Action.OpenUrl', title, url })),
    };
    return {
        type: 'message',
        attachments: [
            { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
        ],
    };
}
/** The generic body (docs/operating.md): versioned, plain values. */
function jsonBody(f) {
    return {
        schema: 'probe-gate.notification/v1',
        target: { id: f.targetId, name: f.target },
        verdict: f.verdict,
        change: f.change,
        score: f.score,
        counts: f.counts,
        failedChecks: f.failedChecks,
        probes: f.probes,
        links: f.links,
    };
}

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/scan/notify/send.ts
/**
 * Sending a notification: best effort (docs/operating.md). One POST, no redirects, and
 * one retry after a 5xx, a 429 or a network failure, all within {@link NOTIFY_TIMEOUT_MS}
 * and the publishing budget's signal. Never throws; what it reports never holds the URL.
 */


/** Why 5 s: a webhook answers in well under a second; the whole notification stays within this. */
const NOTIFY_TIMEOUT_MS = 5_000;
/** Pause before the one retry. */
const RETRY_PAUSE_MS = 250;
/** Slack's incoming-webhook hosts, exactly. */
const SLACK_HOSTS = new Set(['hooks.slack.com', 'hooks.slack-gov.com']);
/** Hosts of Teams workflow (Power Automate) and connector webhooks, by suffix. */
const TEAMS_SUFFIXES = ['.logic.azure.com', '.powerplatform.com', '.webhook.office.com'];
/** The body for a URL: `notify-format`, or by its host when `auto`. */
function formatFor(url, format) {
    if (format !== 'auto')
        return format;
    const host = new URL(url).hostname.toLowerCase();
    if (SLACK_HOSTS.has(host))
        return 'slack';
    if (TEAMS_SUFFIXES.some((s) => host.endsWith(s)))
        return 'teams';
    return 'json';
}
/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes under `secret`. */
function signature(body, secret) {
    return `sha256=${(0,external_node_crypto_.createHmac)('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
/** POSTs `payload` to `url`, once more after a transient failure; never throws. */
async function sendNotification(url, payload, o) {
    const body = JSON.stringify(payload);
    const headers = {
        'content-type': 'application/json',
        'user-agent': o.userAgent ?? 'probe-gate',
    };
    if (o.format === 'json' && o.secret)
        headers['x-probe-gate-signature'] = signature(body, o.secret);
    const limit = AbortSignal.timeout(o.timeoutMs ?? NOTIFY_TIMEOUT_MS);
    const signal = o.signal ? AbortSignal.any([o.signal, limit]) : limit;
    let why = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
        try {
            const res = await (0,undici/* request */.Em)(url, {
                method: 'POST',
                body,
                headers,
                signal,
                ...(o.dispatcher ? { dispatcher: o.dispatcher } : {}),
            });
            await res.body.dump().catch(() => undefined);
            if (res.statusCode >= 200 && res.statusCode < 300)
                return { sent: true, attempts: attempt };
            why = `HTTP ${res.statusCode}`;
            // A redirect is not followed, and a 4xx other than 429 will not change on a retry.
            if (res.statusCode < 500 && res.statusCode !== 429)
                break;
        }
        catch (err) {
            if (signal.aborted)
                return { sent: false, why: 'no answer in time' };
            why = err.code ?? 'network error';
        }
        if (attempt === 1) {
            const paused = await pause(RETRY_PAUSE_MS, signal);
            if (!paused)
                return { sent: false, why: `${why}, then no time left to retry` };
        }
    }
    return { sent: false, why };
}
function pause(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted)
            return resolve(false);
        const done = (ok) => {
            clearTimeout(timer);
            signal.removeEventListener('abort', onAbort);
            resolve(ok);
        };
        const onAbort = () => done(false);
        const timer = setTimeout(() => done(true), ms);
        signal.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/scan/notify/notify.ts



/** Test seams of the notification (time limit, HTTP dispatcher). */
/** Sends the notification this scan calls for, if any; never throws. */
async function notifyChange(config, report, log, signal, seams = {}) {
    const { webhook, on, secret, format } = config.notify;
    if (!webhook)
        return false;
    try {
        const decision = notifyDecision(on, report, config.gate);
        if (!decision.send) {
            log.debug?.(`No notification: notify-on ${on} and the verdict did not change.`);
            return false;
        }
        const kind = formatFor(webhook, format);
        const facts = factsOf(report, decision.change);
        const payload = kind === 'slack' ? slackBody(facts) : kind === 'teams' ? teamsBody(facts) : jsonBody(facts);
        const result = await sendNotification(webhook, payload, {
            secret,
            format: kind,
            signal,
            ...seams,
        });
        if (result.sent)
            log.info(`Notified the ${kind} webhook (${decision.change ?? on}).`);
        else
            log.warn(`Could not notify the ${kind} webhook (${result.why}); the verdict stands.`);
        return result.sent;
    }
    catch (err) {
        log.warn(`Could not notify the webhook (${err instanceof Error ? err.name : 'error'}); the verdict stands.`);
        return false;
    }
}

;// CONCATENATED MODULE: ./src/scan/publish.ts









/**
 * Writes the report files; a format that cannot be written is a warning (R25): the verdict,
 * outputs, summary and comment still happen. Returns the files written.
 */
async function writeReportFiles(report, config, deps, writer) {
    const { log } = deps;
    const failed = [];
    const files = await writeReports(report, config.reportDir, config.formats, {
        locationPath: configuringFile(config, deps.pipelineFile ?? null),
        sarifCategory: config.sarifCategory,
        allowLinkedDir: config.reportDirOutsideWorkspace,
        onError: (format, err) => failed.push(`${format} (${err.message})`),
        writer,
    });
    const written = Object.values(files).map((f) => f.split(/[\\/]/).pop());
    if (files.html)
        report.links.auditReport = files.html.split(/[\\/]/).pop() ?? null;
    if (written.length > 0)
        log.info(`Reports written to ${(0,external_node_path_.resolve)(config.reportDir)}: ${written.join(', ')}`);
    if (failed.length > 0)
        log.warn(`Could not write ${failed.length === 1 ? 'a report' : 'some reports'} (the verdict stands; nothing half-written was left): ${failed.join('; ')}. Check that ${(0,external_node_path_.resolve)(config.reportDir)} is writable and has room.`);
    return files;
}
/** The job summary's renderer: loaded at the end, or while the run is awaited. */
function loadSummary() {
    return Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 19198));
}
/**
 * Loads the code that writes and publishes the report (the whole-report renderers, and the
 * job summary's when there is one to write), so the end of the scan does not wait for it:
 * called while the run is awaited, once a request is on its way (engine.ts). Never rejects.
 */
function loadPublishing(config, deps) {
    loadFormats().catch(() => undefined);
    if (config.jobSummary && deps.summary)
        loadSummary().catch(() => undefined);
}
/** The artifact's name: `{target-id}` in the input becomes the scanned target's id. */
function artifactNameFor(template, report) {
    return template.replaceAll('{target-id}', String(report.platform.targetId));
}
/**
 * Uploads the report folder within the publishing budget (R24); a failure warns (the verdict
 * stands), a name clash says what to set. An interrupt is rethrown.
 */
async function uploadArtifact(report, config, deps, files, signal) {
    const paths = Object.values(files).filter((f) => !!f);
    if (!config.artifactName || !deps.artifact || paths.length === 0)
        return null;
    const name = artifactNameFor(config.artifactName, report);
    try {
        signal.throwIfAborted();
        const up = await (0,budget/* bounded */.Mm)(deps.artifact.upload(name, paths, (0,external_node_path_.resolve)(config.reportDir), {
            retentionDays: config.artifactRetentionDays,
            signal,
        }), signal);
        if (up.url)
            report.links.artifact = up.url;
        deps.log.info(`Uploaded artifact "${name}"${up.id !== null ? ` (id ${up.id})` : ''}.`);
        return up.id;
    }
    catch (err) {
        if (signal.reason instanceof cancel/* InterruptedError */.p4)
            throw signal.reason;
        const message = err.message;
        deps.log.warn(/\(409\)|already exists/i.test(message)
            ? `Could not upload the report artifact "${name}": this workflow run already has an artifact of that name (another job or step of the run uploaded it); set the artifact-name input to a name unique in the run, e.g. probe-gate-\${{ matrix.target }}. The verdict stands.`
            : `Could not upload the report artifact "${name}" (the verdict stands): ${message}`);
        return null;
    }
}
/**
 * The file where findings point (SARIF results, Code Quality issues, annotations): the file
 * that configures the scan, i.e. the target config file, else the ignore file (named, or the
 * default one when it exists), else the CI's pipeline file; null: the renderers' default.
 */
function configuringFile(config, pipelineFile) {
    if (config.targetConfig)
        return config.targetConfig;
    if (config.ignoreFile)
        return config.ignoreFile;
    if ((0,external_node_fs_.existsSync)(ignore_default/* DEFAULT_IGNORE_FILE */.O))
        return ignore_default/* DEFAULT_IGNORE_FILE */.O;
    return pipelineFile;
}
/**
 * Publishes the written report: artifact, job summary, PR comment. Publishing can fail
 * without changing the verdict (R11): every failure here is a warning. `signal` is its
 * budget (R24): it reaches every call, and a publisher that ignores it is left behind. An
 * interrupt (SIGINT/SIGTERM) stops publishing and is rethrown: no comment after it.
 */
async function publish(report, config, deps, files, signal, knownRows) {
    const published = { files, commentUrl: null, artifactId: null };
    published.artifactId = await uploadArtifact(report, config, deps, files, signal);
    if (config.jobSummary)
        await writeJobSummary(report, deps, knownRows);
    if (config.comment !== 'never')
        published.commentUrl = await postComment(report, config.comment === 'always', deps, signal);
    // A message to the webhook when the verdict changed: best effort, the same budget.
    await notifyChange(config, report, deps.log, signal, deps.notifySeams);
    return published;
}
/** Writes the job summary: a local file, written even when the budget is spent. */
async function writeJobSummary(report, deps, knownRows) {
    if (!deps.summary)
        return;
    try {
        const { renderSummary } = await loadSummary();
        const artifactUrl = report.links.artifact ?? undefined;
        await deps.summary.write(renderSummary(report, { artifactUrl, knownRows }));
    }
    catch (err) {
        deps.log.warn(`Could not write the job summary (the verdict stands): ${err.message}`);
    }
}
/**
 * Posts or updates the PR comment, where there is a pull request to post on; says why not
 * (a warning when the comment was asked for always). Returns the comment's URL, if any.
 * A failure is a warning; an interrupt is rethrown.
 */
async function postComment(report, always, deps, signal) {
    const { comment, log } = deps;
    if (!comment)
        return null;
    const where = comment.target();
    if (!where.ok) {
        if (always)
            log.warn(`No PR comment: ${where.reason}`);
        else
            log.debug(`No PR comment: ${where.reason}`);
        return null;
    }
    try {
        if (signal.aborted)
            throw signal.reason;
        const { commentMarker, renderComment } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 13779));
        const key = `target-${report.platform.targetId}`;
        const body = renderComment(report, { artifactUrl: report.links.artifact ?? undefined, key });
        const res = await (0,budget/* bounded */.Mm)(comment.upsert(commentMarker(key), body, { signal }), signal);
        const at = res.url ? `: ${res.url}` : '';
        log.info(`${res.created ? 'Posted' : 'Updated'} the PR comment on ${where.label}${at}.`);
        return res.url;
    }
    catch (err) {
        if (signal.reason instanceof cancel/* InterruptedError */.p4)
            throw signal.reason;
        const note = 'the verdict stands; the job summary carries the report';
        log.warn(`Could not post the PR comment (${note}): ${err.message}`);
        return null;
    }
}
/**
 * Sets every output but the publishers' (README.md "Outputs"), before publishing
 * (R25); empty string where there is no value.
 */
function setOutputs(out, report, reportDir, files) {
    const s = (v) => (v === null || v === undefined ? '' : String(v));
    out.set('test-run-id', s(report.testRun.id));
    out.set('run-url', s(report.testRun.url));
    out.set('status', s(report.testRun.rawStatus ?? report.testRun.status));
    out.set('verdict', report.gate.verdict);
    // Which score was gated; empty when none is presented (error, timeout: R10).
    out.set('score-source', s(report.scores.overall === null ? null : report.scores.source?.gated));
    out.set('overall-score', s(report.scores.overall));
    out.set('risk-band', s(report.scores.band));
    out.set('total-count', s(report.totals.total));
    out.set('passed-count', s(report.totals.passed));
    out.set('failed-count', s(report.totals.failed));
    out.set('error-count', s(report.totals.errors));
    out.set('accepted-count', s(report.totals.accepted));
    out.set('report-dir', (0,external_node_path_.resolve)(reportDir));
    out.set('report-json', s(files.json));
    out.set('report-markdown', s(files.md));
    out.set('sarif-file', s(files.sarif));
    out.set('junit-file', s(files.junit));
    out.set('profile', s(report.profile?.applied[0]));
}
/** The publishers' outputs, once publishing is over. */
function setPublishedOutputs(out, published) {
    out.set('comment-url', published.commentUrl ?? '');
    out.set('artifact-id', published.artifactId === null ? '' : String(published.artifactId));
}
/** Logs one line per probe run; the probe names are platform text (`Logger.untrusted`). */
function logProbeLines(log, report) {
    if (report.probeRuns.length === 0)
        return;
    const lines = report.probeRuns.map((p) => {
        const mark = p.failed - p.accepted - p.ignored > 0 ? 'x' : p.errors > 0 ? '!' : '-';
        const triaged = p.accepted + p.ignored > 0 ? ` (${p.accepted} accepted, ${p.ignored} ignored)` : '';
        return `  ${mark} ${p.name.slice(0, 80)}: passed ${p.passed}, failed ${p.failed}${triaged}, errors ${p.errors}, fail rate ${(0,rates/* fmtRateCi */.cO)(p)}`;
    });
    log.untrusted('Results by probe:', lines.join('\n'));
}


/***/ })

};
