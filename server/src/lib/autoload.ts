/**
 * The idea of @fastify/autoload (fastify/demo), on a small scale: the plugins, repositories,
 * services and routes register themselves from their folders, so adding one is adding its file —
 * there is no hand-kept list to forget. (@fastify/autoload itself is not a dependency of this
 * server; this covers what we use of it: a folder's modules in a fixed order, `autoload = false`
 * helpers, fastify-plugin's `dependencies` honoured.)
 *
 * Order, so that it never depends on how a directory happens to be listed:
 * - files are taken in the order of their paths (plain code-unit order, the same on every machine);
 * - then a plugin declaring fastify-plugin `dependencies` on another of the same load moves after
 *   it (the rest keep their order). A dependency outside the load must be registered before it
 *   (fastify-plugin checks that when the plugin registers and says which one is missing).
 * Where the order matters for another reason — hooks run in the order they were added — the files
 * say so with numeric prefixes (plugins/http/).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions } from 'fastify'

/**
 * What each file of a loaded folder exports: a plugin as its default export (wrapped by
 * fastify-plugin when what it decorates or hooks must reach the whole app, as repositories do;
 * plain for an encapsulated group of routes), or `autoload = false` for a helper that its folder's
 * plugins import and that is not a plugin itself.
 */
export type AutoloadModule<O extends FastifyPluginOptions> =
  | { default: FastifyPluginAsync<O> | FastifyPluginCallback<O>; autoload?: true }
  | { autoload: false; default?: unknown }

interface PluginMeta {
  name?: string
  dependencies?: string[]
}

interface Loaded<O extends FastifyPluginOptions> {
  file: string
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>
  name: string | undefined
  dependencies: string[]
}

/** Source files of a folder (and of its sub-folders with `recursive`), by path. */
function filesOf(dir: string, recursive: boolean): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (recursive) out.push(...filesOf(full, true))
    } else if (/\.(ts|js|mjs)$/.test(entry.name) && !/\.d\.ts$|\.test\./.test(entry.name)) out.push(full)
  }
  return out
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

async function importModule<O extends FastifyPluginOptions>(file: string): Promise<Loaded<O> | null> {
  const mod = (await import(pathToFileURL(file).href)) as AutoloadModule<O>
  if (mod.autoload === false) return null
  if (typeof mod.default !== 'function')
    throw new Error(`${file}: a loaded folder's file exports a plugin (default) or autoload = false`)
  const plugin = mod.default as FastifyPluginAsync<O>
  const meta = (plugin as unknown as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')]
  return { file, plugin, name: meta?.name, dependencies: meta?.dependencies ?? [] }
}

/**
 * Stable topological order: repeatedly the first module (in path order) whose dependencies within
 * the load are all placed. A cycle, or a name two files share, stops the start with their names.
 */
export function orderByDependencies<T extends { file: string; name: string | undefined; dependencies: string[] }>(
  modules: T[],
): T[] {
  const names = new Map<string, string>()
  for (const m of modules) {
    if (!m.name) continue
    const other = names.get(m.name)
    if (other) throw new Error(`plugin name ${m.name} is used by both ${other} and ${m.file}`)
    names.set(m.name, m.file)
  }
  const placed = new Set<string>()
  const left = [...modules]
  const ordered: T[] = []
  while (left.length) {
    const i = left.findIndex((m) => m.dependencies.every((d) => !names.has(d) || placed.has(d)))
    if (i < 0) throw new Error(`plugins that wait for each other: ${left.map((m) => m.file).join(', ')}`)
    const [next] = left.splice(i, 1)
    ordered.push(next!)
    if (next!.name) placed.add(next!.name)
  }
  return ordered
}

/**
 * Registers every plugin of the folders, as one load (a plugin may depend on one in another of the
 * folders), each with `options`; resolves when all are registered.
 */
export async function autoload<O extends FastifyPluginOptions>(
  app: FastifyInstance,
  folders: Array<{ dir: string; recursive?: boolean }>,
  options: O,
): Promise<string[]> {
  const files = folders.flatMap((f) => filesOf(f.dir, f.recursive ?? false).sort(byPath))
  const loaded = (await Promise.all(files.map((f) => importModule<O>(f)))).filter((m) => m !== null)
  const ordered = orderByDependencies(loaded)
  for (const m of ordered) await app.register(m.plugin as FastifyPluginAsync<O>, options)
  return ordered.map((m) => m.file)
}
