// Regenerates the codegen outputs and fails when they differ from what is committed (stale generated code).
import { execSync } from 'node:child_process';

const generated = ['gateway/src/__generated__', 'web/src/__generated__'];
execSync('npm run --silent codegen', { stdio: 'inherit' });
const changed = execSync(`git status --porcelain -- ${generated.join(' ')}`, { encoding: 'utf8' }).trim();
if (changed) {
  console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n${changed}`);
  process.exit(1);
}
console.info('Generated code is current.');
