// Writes src/routes.json from the route table (src/routes.ts) for what cannot load app TypeScript:
// config/index.ts (H5 custom routes), the browser tests and the weapp harness. `--check` only
// compares (exit 1 when the file differs). The jest test src/navigation/__tests__/route-table.test.ts
// fails too while the two differ, so a route added to the table alone does not go unnoticed.
import fs from 'node:fs'
import path from 'node:path'
import { buildSync } from 'esbuild'
import prettier from 'prettier'

const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, 'src/routes.json')

const { outputFiles } = buildSync({
  entryPoints: [path.join(root, 'src/routes.ts')],
  bundle: true,
  format: 'cjs',
  platform: 'node',
  write: false,
})
const module = { exports: {} }
new Function('module', 'exports', outputFiles[0].text)(module, module.exports)
// The menu is the home's business (src/features/home/menu.ts): the JSON keeps the routing facts.
const routes = module.exports.ROUTES.map((route) => {
  const json = { ...route }
  delete json.menu
  return json
})
const text = await prettier.format(JSON.stringify(routes, null, 2), {
  ...(await prettier.resolveConfig(target)),
  filepath: target,
})

if (process.argv.includes('--check')) {
  if (fs.readFileSync(target, 'utf8') !== text) {
    console.error('src/routes.json differs from the route table in src/routes.ts: run npm run routes')
    process.exit(1)
  }
} else {
  fs.writeFileSync(target, text)
  console.log(`src/routes.json: ${routes.length} routes`)
}
