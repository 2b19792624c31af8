export const id = 452;
export const ids = [452];
export const modules = {

/***/ 73452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   benchmarkComparison: () => (/* binding */ benchmarkComparison),
/* harmony export */   modelScore: () => (/* binding */ modelScore)
/* harmony export */ });
/** Score keys tried in order for a model's one-number score; the sandbox and the reports use `overall`. */
const SCORE_KEYS = ['overall', 'overallscore', 'total', 'score'];
/**
 * A model's score for the chosen benchmark type: the `overall` (or `total`, `score`) entry of
 * its scores map, case-insensitively; else its only entry; else the mean of its entries
 * (one decimal); null when it has none.
 */
function modelScore(scores) {
    const entries = Object.entries(scores ?? {}).filter((e) => typeof e[1] === 'number' && Number.isFinite(e[1]));
    if (entries.length === 0)
        return null;
    for (const wanted of SCORE_KEYS) {
        const hit = entries.find(([k]) => k.toLowerCase().replace(/[\s_-]/g, '') === wanted);
        if (hit)
            return hit[1];
    }
    if (entries.length === 1)
        return entries[0][1];
    return Math.round((entries.reduce((a, [, v]) => a + v, 0) / entries.length) * 10) / 10;
}
/**
 * Public benchmark models to compare the target's score with: the benchmark types (docs/platform.md
 * 4.14), then the models (4.10) scored for the first type (aggregated over all types when the
 * platform lists none). Highest score first. Any failure is a warning and null: the
 * comparison is decoration, never part of the verdict.
 */
async function benchmarkComparison(client, warnings) {
    try {
        const types = await client.listBenchmarkTypes();
        const type = types[0] ?? null;
        const models = await client.listBenchmarkModels(type?.id);
        const list = models.map((m) => ({
            id: m.id,
            name: m.name ?? `model ${m.id}`,
            provider: m.provider ?? null,
            score: modelScore(m.scores),
        }));
        list.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.id - b.id);
        return { benchmarkType: type ? (type.name ?? `type ${type.id}`) : null, models: list };
    }
    catch (err) {
        warnings.push(`The benchmark comparison could not be read (${err.message}).`);
        return null;
    }
}


/***/ })

};
