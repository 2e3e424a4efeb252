// `node scripts/watch-warnings.mjs <command> [args…]`: runs the command (e.g. `.ci/run`'s `npm ci`)
// and fails when it fails or when its output has a warning of the kinds in lib/warnings.mjs.
import { runWatchingWarnings } from './lib/warnings.mjs'

const [cmd, ...args] = process.argv.slice(2)
if (!cmd) {
  console.error('usage: node scripts/watch-warnings.mjs <command> [args…]')
  process.exit(2)
}
const { status, warnings } = await runWatchingWarnings(cmd, args)
if (warnings.length) {
  console.error(`\n${cmd} ${args.join(' ')}: ${warnings.length} warning(s) of a kind this project fixes at the source:`)
  for (const w of warnings) console.error(`  ${w}`)
  process.exit(status || 1)
}
process.exit(status)
