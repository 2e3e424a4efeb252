import { utf8Encode } from '../../../rules'

/**
 * @noble/curves encodes a few constant strings with TextEncoder when it loads. Older mini-program
 * base libraries (and jest's jsdom) have none: the same UTF-8 encoding the badge format uses stands
 * in. Imported before @noble/curves (badge-check.ts).
 */
const g = globalThis as { TextEncoder?: unknown }
if (typeof g.TextEncoder === 'undefined') {
  g.TextEncoder = class {
    readonly encoding = 'utf-8'
    encode(text = ''): Uint8Array {
      return utf8Encode(text)
    }
  }
}
