export const id = 829;
export const ids = [829];
export const modules = {

/***/ 96829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateDatasetCsv: () => (/* binding */ validateDatasetCsv)
/* harmony export */ });
/* harmony import */ var csv_parse_sync__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25175);

/** Share of control characters above which text is taken for binary data. */
const MAX_CONTROL_SHARE = 0.01;
const SAMPLE = 8192;
function looksBinary(text) {
    const sample = text.slice(0, SAMPLE);
    if (sample.includes('\u0000'))
        return true;
    let control = 0;
    for (let i = 0; i < sample.length; i++) {
        const code = sample.charCodeAt(i);
        if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd) {
            control++;
        }
    }
    return sample.length > 0 && control / sample.length > MAX_CONTROL_SHARE;
}
const fail = (message) => ({ ok: false, message });
/**
 * Check that a dataset is CSV text with a header row, at least one data row,
 * and the header's number of columns on every row. Accepts the file's text
 * or its raw bytes (which must be UTF-8). Blank lines, and rows whose fields
 * are all blank, are ignored.
 */
function validateDatasetCsv(input) {
    let text;
    if (typeof input === 'string') {
        text = input;
    }
    else {
        if (input.subarray(0, SAMPLE).includes(0)) {
            return fail('the file is binary, not CSV text');
        }
        try {
            text = new TextDecoder('utf-8', { fatal: true }).decode(input);
        }
        catch {
            return fail('the file is not UTF-8 text; save the dataset as UTF-8 CSV');
        }
    }
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    if (text.trim() === '') {
        return fail('the file is empty; a dataset needs a header row and at least one data row');
    }
    if (looksBinary(text))
        return fail('the file is binary, not CSV text');
    const first = text.trimStart()[0];
    if (first === '{' || first === '[' || first === '<') {
        return fail('the file looks like JSON, XML or HTML, not CSV');
    }
    let records;
    try {
        records = (0,csv_parse_sync__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(text, {
            info: true,
            relax_column_count: true,
            skip_empty_lines: true,
        });
    }
    catch (err) {
        return fail(`the file is not valid CSV: ${err.message}`);
    }
    records = records.filter((r) => r.record.some((field) => field.trim() !== ''));
    const header = records[0]?.record;
    if (!header)
        return fail('the file has no header row');
    const names = header.map((h) => h.trim());
    const unnamed = names.findIndex((h) => h === '');
    if (unnamed >= 0)
        return fail(`header column ${unnamed + 1} has no name`);
    const dup = names.find((h, i) => names.indexOf(h) !== i);
    if (dup !== undefined)
        return fail(`the header names the column "${dup}" more than once`);
    for (const { record, info } of records.slice(1)) {
        if (record.length !== header.length) {
            return fail(`line ${info.lines} has ${record.length} column${record.length === 1 ? '' : 's'} ` +
                `but the header has ${header.length}`);
        }
    }
    if (records.length < 2)
        return fail('the file has a header row but no data rows');
    return { ok: true, rows: records.length - 1, columns: names };
}


/***/ })

};
