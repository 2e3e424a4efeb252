import fs from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

/**
 * SERVER_STATS_FILE=path: once a second, one JSON line of what stalls requests — the longest
 * event-loop delay, garbage-collection pauses, the process's CPU time — so a benchmark can tell a
 * slow query from a stalled process (bench/api-run.mts reads it per scenario).
 */
export function startServerStats(file: string): () => void {
  const loop = monitorEventLoopDelay({ resolution: 2 })
  loop.enable()
  let gc: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gc.push(entry.duration)
  })
  observer.observe({ entryTypes: ['gc'] })
  const timer = setInterval(() => {
    const cpu = process.cpuUsage()
    const line = {
      t: Date.now(),
      loopMaxMs: Math.round(loop.max / 1e5) / 10,
      gcCount: gc.length,
      gcMs: Math.round(gc.reduce((a, b) => a + b, 0) * 10) / 10,
      gcMaxMs: Math.round(Math.max(0, ...gc) * 10) / 10,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
    }
    fs.appendFile(file, JSON.stringify(line) + '\n', () => undefined)
    loop.reset()
    gc = []
  }, 1000)
  timer.unref()
  return () => {
    clearInterval(timer)
    observer.disconnect()
    loop.disable()
  }
}
