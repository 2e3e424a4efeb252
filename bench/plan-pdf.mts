/**
 * `npm run bench:plan-pdf`: the CPU of one plan PDF (server/src/lib/pdf.ts), the costliest call of
 * a show morning (bench:day emails every visitor's plan). Makes BENCH_PDFS PDFs (default 30) one
 * after another in this thread, as one PDF worker thread does, alternating the languages, each with
 * the same 3 exhibitors and 4 products, and prints the first (cold: the fonts read and parsed) and
 * the median and p95 of the others, with the machine's load average. Timings never fail.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { planPdf } from '../server/src/lib/pdf.js'
import type { PlanEditionEntry } from '../types/api.js'

const COUNT = Math.max(2, Number(process.env.BENCH_PDFS ?? 30))

const plan = [
  {
    eventEditionName: '2026 中国国际工业博览会 SIE',
    companyProfileList: [
      {
        companyProfileName: '上海电气集团股份有限公司',
        stand: 'H1-A01',
        productList: [{ productName: '工业机器人 R-200' }, { productName: '伺服电机' }],
      },
      {
        companyProfileName: 'Siemens Ltd., China',
        stand: 'H2-B12',
        productList: [{ productName: 'SIMATIC S7-1500 控制器' }],
      },
      {
        companyProfileName: '杭州海康威视数字技术',
        stand: 'H3-C08',
        productList: [{ productName: '工业相机 MV-CA050' }],
      },
    ],
  },
] as unknown as PlanEditionEntry[]

const load = () => os.loadavg()[0]!.toFixed(1)
const loadBefore = load()
const times: number[] = []
let bytes = 0
for (let i = 0; i < COUNT; i++) {
  const lang = i % 2 ? 'EN' : 'ZH-CN'
  const start = performance.now()
  bytes += (await planPdf(lang, lang === 'EN' ? 'My show plan' : '我的参观计划', plan)).length
  times.push(performance.now() - start)
}
const [cold, ...warm] = times
warm.sort((a, b) => a - b)
const at = (q: number) => warm[Math.min(warm.length - 1, Math.floor(q * warm.length))]!
console.log(
  `bench:plan-pdf — ${COUNT} plan PDFs in one thread; load average ${loadBefore} → ${load()} on ${os.cpus().length} cores`,
)
console.log(
  `first (cold) ${cold!.toFixed(0)} ms · then median ${at(0.5).toFixed(0)} ms · p95 ${at(0.95).toFixed(0)} ms · ${Math.round(bytes / COUNT / 1024)} KB each`,
)
