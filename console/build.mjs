// `node console/build.mjs`: the organiser console (React + TypeScript, a separate H5 app, no part
// of the visitor's Taro bundle or the mini-program), bundled by esbuild into console/dist/, which
// the server serves at /console/. Run by `npm run build:h5` and, when missing, by `npm start`.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
const out = path.join(here, 'dist')
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })
await build({
  entryPoints: [path.join(here, 'src/main.tsx')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['chrome70', 'safari12'],
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: path.join(out, 'console.js'),
  logLevel: 'warning',
})
fs.copyFileSync(path.join(here, 'src/index.html'), path.join(out, 'index.html'))
fs.copyFileSync(path.join(here, 'src/console.css'), path.join(out, 'console.css'))
console.log(`organiser console built into ${path.relative(process.cwd(), out) || out}`)
