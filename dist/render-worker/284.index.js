export const id = 284;
export const ids = [284];
export const modules = {

/***/ 284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ResultRoom: () => (/* binding */ ResultRoom),
/* harmony export */   joinedResults: () => (/* binding */ joinedResults),
/* harmony export */   resultBodyBytes: () => (/* binding */ resultBodyBytes),
/* harmony export */   resultTexts: () => (/* reexport safe */ _sarif_results_js__WEBPACK_IMPORTED_MODULE_2__.CE)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11);
/* harmony import */ var _sarif_results_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(406);
/* harmony import */ var _sarif_result_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(147);
/* harmony import */ var _sarif_results_array_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(230);
/* harmony import */ var _sarif_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(759);
/**
 * SARIF results made ahead. A result's rule and level depend on the whole run (the
 * rules' order, the risk band, which cases the cap keeps), the rest of it on its probe run
 * alone. While a run downloads, each probe run's result bodies (everything after the level)
 * are laid out as they stand in the file and kept as bytes with their bounds; at the end the
 * writer puts the lead of each run of results (report/sarif/results-array.ts) before each
 * kept body, instead of laying out 25,000 results then. The bytes are the same either way
 * (test/report/sarif-ahead.test.ts).
 *
 * Which bodies are worth making: the cap keeps each probe run's first active cases, then its
 * first accepted ones, best class first. {@link ResultRoom} bounds, from the probe runs seen
 * so far, how many of a probe run's cases can still be kept, so a huge run makes about as
 * many bodies as the cap keeps, not every failed case.
 */







/** Bodies laid out per piece of bytes (about 1.5 KB each). */
const BODIES_PER_PIECE = 64;
/**
 * The bodies of a probe run's first `limit` active (or accepted) cases, by template
 * (result-text.ts), a piece at a time: the bytes to keep, with each body's bounds in them
 * pushed to `bounds`. A body is a result's text from its `"message"` line to its closing
 * brace; the bytes are the bodies back to back.
 */
function* resultBodyBytes(probe, accepted, limit, location, bounds, texts = (0,_sarif_results_js__WEBPACK_IMPORTED_MODULE_2__/* .resultTexts */ .CE)()) {
    const kind = accepted ? 'accepted' : 'active';
    const body = (0,_sarif_result_text_js__WEBPACK_IMPORTED_MODULE_3__/* .resultBodyWriter */ .tt)(_sarif_results_array_js__WEBPACK_IMPORTED_MODULE_4__/* .RESULTS_DEPTH */ .r, location, texts);
    let at = 0;
    let batch = [];
    const flush = () => {
        const text = batch.join('');
        const bytes = node_buffer__WEBPACK_IMPORTED_MODULE_0__.Buffer.from(text, 'utf8');
        // As many bytes as code units: ASCII throughout (the usual case), so a body's bounds are
        // its code units'; else each body's own UTF-8 length.
        const ascii = bytes.length === text.length;
        for (const b of batch) {
            bounds.starts.push(at);
            at += ascii ? b.length : node_buffer__WEBPACK_IMPORTED_MODULE_0__.Buffer.byteLength(b, 'utf8');
            bounds.ends.push(at);
        }
        batch = [];
        return bytes;
    };
    let made = 0;
    for (let i = 0; made < limit && i < probe.failedTestCases.length; i += 1) {
        const tc = probe.failedTestCases[i];
        if ((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .caseTriage */ .Dd)(tc) !== kind)
            continue;
        batch.push(body({ probe, tc, accepted }));
        made += 1;
        if (batch.length === BODIES_PER_PIECE)
            yield flush();
    }
    if (batch.length > 0)
        yield flush();
}
/** Results joined per piece of made-ahead bodies (about 1.5 KB each). */
const JOINED_PER_PIECE = 512;
/**
 * A run of results from bodies made ahead: each one's lead, then its body's bytes, joined
 * into `out.bytes` (grown as needed, and used again for the next piece: a piece is valid until
 * the next one is asked for). Plain Uint8Array views: a Buffer view (subarray, or copy with a
 * range) costs 1.5-3 us to make, a plain one a fraction of it.
 */
function* joinedResults(results, made, out) {
    const { count, open } = results;
    // The lead before each body (the log's first result opens the array instead of `,`).
    const lead = new TextEncoder().encode(results.lead);
    for (let from = 0; from < count; from += JOINED_PER_PIECE) {
        const to = Math.min(count, from + JOINED_PER_PIECE);
        const base = made.starts[from];
        const read = made.read(base, made.ends[to - 1]);
        const bytes = new Uint8Array(read.buffer, read.byteOffset, read.length);
        let size = 0;
        for (let i = from; i < to; i += 1)
            size += lead.length + made.ends[i] - made.starts[i];
        if (out.bytes.length < size)
            out.bytes = new Uint8Array(size);
        const joined = out.bytes;
        let at = 0;
        for (let i = from; i < to; i += 1) {
            const start = made.starts[i];
            const end = made.ends[i];
            joined.set(lead, at);
            at += lead.length;
            joined.set(bytes.subarray(start - base, end - base), at);
            at += end - start;
        }
        if (from === 0)
            joined[0] = open.charCodeAt(0);
        yield joined.subarray(0, size);
    }
}
/**
 * How many of a probe run's first active and accepted cases the cap may still keep, from the
 * probe runs seen so far: an upper bound (a probe run not seen yet only adds competitors). A
 * result of a class certainly ranked above (active before accepted; a higher severity whatever
 * the band) or of the same class earlier in the report takes a place before it. Once every
 * probe run before it in the report has been seen ({@link ready}), the bound is what the cap
 * keeps of its class, unless a later probe run of a higher severity takes places too.
 */
class ResultRoom {
    max;
    #seen = new Map();
    #position = new Map();
    /** Whether the probe run at each position has been seen (a position without an id has). */
    #seenAt;
    /** Positions before this one have all been seen. */
    #seenBefore = 0;
    constructor(
    /** The probe run ids in the report's order (the status endpoint's). */
    order, max) {
        this.max = max;
        this.#seenAt = order.map((id) => id === null);
        order.forEach((id, i) => {
            if (id !== null && !this.#position.has(id))
                this.#position.set(id, i);
        });
    }
    #positionOf(run) {
        return run.probeRunId === null ? undefined : this.#position.get(run.probeRunId);
    }
    /** Counts a probe run (as the later steps make it) against the others' room. */
    see(run) {
        const position = this.#positionOf(run);
        this.#seen.set(run, { position, severity: (0,_sarif_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .severityBeforeBand */ .WN)(run), ...(0,_sarif_results_js__WEBPACK_IMPORTED_MODULE_2__/* .candidateCounts */ .eT)(run) });
        if (position !== undefined)
            this.#seenAt[position] = true;
        while (this.#seenAt[this.#seenBefore] === true)
            this.#seenBefore += 1;
    }
    /** Whether every probe run before this one in the report has been seen. */
    ready(run) {
        const position = this.#positionOf(run);
        return position === undefined || position <= this.#seenBefore;
    }
    /** The room of a seen probe run, from the probe runs seen so far. */
    room(run) {
        const mine = this.#seen.get(run);
        if (mine === undefined)
            return { active: this.max, accepted: this.max };
        let beforeActive = 0;
        let beforeAccepted = 0;
        for (const other of this.#seen.values()) {
            // Every active result is kept before any accepted one (its own probe run's too).
            beforeAccepted += other.active;
            if (other === mine)
                continue;
            if (ranksBefore(other, mine)) {
                beforeActive += other.active;
                beforeAccepted += other.accepted;
            }
        }
        return {
            active: Math.max(0, this.max - beforeActive),
            accepted: Math.max(0, this.max - beforeAccepted),
        };
    }
}
/** Whether `a`'s results of a kind are certainly kept before `b`'s of the same kind. */
function ranksBefore(a, b) {
    if (a.severity.low > b.severity.high)
        return true;
    if (a.position === undefined || b.position === undefined)
        return false;
    return a.severity.key === b.severity.key && a.position < b.position;
}


/***/ })

};
