// Warnings that `npm test` and `.ci/run` refuse to see in a step's output (issue: installs that
// reproduce). Each kind is one we fixed at its source; a new one fails the step so it is fixed too,
// instead of scrolling by in a wall of output the way Sass's @import warnings once did.
//   - deprecations: Dart Sass ("Deprecation Warning"), Node's ("DeprecationWarning", "[DEP0…]"),
//     and npm's for a deprecated package ("npm warn deprecated");
//   - an engine a dependency declares that the Node we run does not meet (npm's EBADENGINE).
// Other warnings (webpack's size hints, a test's own console output) are not these kinds.
export const WARNING_KINDS = [
  { kind: 'Sass deprecation', pattern: /Deprecation Warning\b/ },
  { kind: 'Node deprecation', pattern: /\bDeprecationWarning\b|\[DEP0\d{3}\]/ },
  { kind: 'deprecated npm package', pattern: /\bnpm warn deprecated\b/i },
  { kind: 'unsupported engine', pattern: /\bEBADENGINE\b/ },
]

/** The kind of warning a line of output is, or undefined. */
export function warningKind(line) {
  return WARNING_KINDS.find((k) => k.pattern.test(line))?.kind
}

/**
 * Runs a command with its output passed through as it comes (`echo: false` keeps it), and collects
 * the lines that are one of the warning kinds above. Resolves with the exit status and those lines.
 */
export async function runWatchingWarnings(cmd, args, { echo = true, ...options } = {}) {
  const { spawn } = await import('node:child_process')
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'] })
    const found = []
    const watch = (stream, out) => {
      let rest = ''
      stream.on('data', (chunk) => {
        if (echo) out.write(chunk)
        const lines = (rest + chunk.toString('utf8')).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) {
          const kind = warningKind(line)
          if (kind) found.push(`${kind}: ${line.trim()}`)
        }
      })
      stream.on('end', () => {
        const kind = rest && warningKind(rest)
        if (kind) found.push(`${kind}: ${rest.trim()}`)
      })
    }
    watch(child.stdout, process.stdout)
    watch(child.stderr, process.stderr)
    child.on('close', (status, signal) => resolve({ status: status ?? (signal ? 1 : 0), warnings: found }))
  })
}
