// Writes src/report/schema/report.schema.json from the zod Report model (z.toJSONSchema),
// formatted with the repository's prettier config. Run after changing src/report/model.ts:
//   node scripts/gen-report-schema.mjs            (writes the file)
//   node scripts/gen-report-schema.mjs --stdout   (prints it instead)
// test/report/json-schema.test.ts fails while the committed file is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { tsImport } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { reportJsonSchema, REPORT_SCHEMA_FILE } = await tsImport(
  '../src/report/json-schema.ts',
  import.meta.url,
);
const file = resolve(root, REPORT_SCHEMA_FILE);
const config = (await prettier.resolveConfig(file)) ?? {};
const text = await prettier.format(JSON.stringify(reportJsonSchema()), {
  ...config,
  filepath: file,
});
if (process.argv.includes('--stdout')) {
  process.stdout.write(text);
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`Wrote ${REPORT_SCHEMA_FILE}`);
}
