// Runs in a worker thread of the PDF pool (pdf-pool.ts): the plan's PDF, made off the request thread.
import { planPdf } from './pdf.js'

export default function render(args: Parameters<typeof planPdf>): Promise<Buffer> {
  return planPdf(...args)
}
