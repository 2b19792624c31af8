// Fails when a fresh build changes the committed dist/ (GitHub runs dist/ as it is).
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const changed = execFileSync('git', ['status', '--porcelain', '--', 'dist'], { encoding: 'utf8' });
if (changed.trim() !== '') {
  console.error('dist/ is stale: a fresh `npm run build` changed these files:\n' + changed);
  console.error('Run `npm run build` and commit dist/.');
  process.exit(1);
}
console.log('dist/ is up to date.');
