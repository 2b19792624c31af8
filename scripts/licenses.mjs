// The licence notice of a bundle: every package whose code the bundle holds, found in ncc's
// webpack stats (each module's path under node_modules/), with its name, version, licence
// and licence text, sorted by name. ncc's own --license named only some of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Package folders (relative, e.g. node_modules/a/node_modules/b) of every module in `stats`. */
export function bundledPackageDirs(stats) {
  const dirs = new Set();
  const walk = (modules) => {
    for (const m of modules ?? []) {
      // `name` is the module's own path (a loader's path is only in its `identifier`).
      const path = String(m.name ?? '').replace(/ \+ \d+ modules?$/, '');
      const at = path.lastIndexOf('node_modules/');
      if (at >= 0) {
        const rest = path.slice(at + 'node_modules/'.length).split('/');
        const name = rest[0]?.startsWith('@') ? rest.slice(0, 2).join('/') : rest[0];
        const from = path.indexOf('node_modules/');
        if (name) dirs.add(`${path.slice(from, at)}node_modules/${name}`);
      }
      walk(m.modules);
    }
  };
  walk(stats.modules);
  for (const chunk of stats.chunks ?? []) walk(chunk.modules);
  return [...dirs];
}

/** Between two packages' entries (and after the heading). */
export const SEPARATOR = '-'.repeat(72);

const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

/** One package's entry: name and version, its licence, and its licence file's text. */
function entry(root, dir) {
  const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const file = readdirSync(join(root, dir)).find((f) => LICENCE_FILE.test(f));
  const text = file
    ? readFileSync(join(root, dir, file), 'utf8').trim()
    : `(no licence file in the package; its package.json says ${pkg.license ?? 'nothing'})`;
  return {
    key: `${pkg.name}@${pkg.version}`,
    text: `${pkg.name} ${pkg.version}\n${pkg.license ?? 'UNKNOWN'}\n${text}`,
  };
}

/** The text of licenses.txt for a bundle whose webpack stats are `stats`. */
export function licenceNotice(stats, root = '.') {
  const entries = new Map();
  for (const dir of bundledPackageDirs(stats)) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    const e = entry(root, dir);
    entries.set(e.key, e.text);
  }
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return (
    [
      `Third-party software in this bundle (${sorted.length} packages): name and version, licence, licence text.`,
      ...sorted.map(([, text]) => text),
    ].join(`\n\n${SEPARATOR}\n\n`) + '\n'
  );
}
