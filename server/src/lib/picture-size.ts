import type { UploadStore } from './upload-store.js'

/**
 * The pixel size of a picture the server has (the lists lay cards out by it before images load):
 * seeded images say theirs in the name (/media/…/{id}-{w}x{h}.svg), uploads are read from their
 * header in the upload store (PNG, JPEG, GIF, WebP: the only types uploadQiNiu accepts). Unknown: square.
 */
export async function pictureSize(
  url: string,
  uploads: UploadStore | null,
): Promise<{ width: number; height: number }> {
  const media = /-(\d{1,5})x(\d{1,5})\.svg$/.exec(url)
  if (url.startsWith('/media/') && media) return { width: Number(media[1]), height: Number(media[2]) }
  const upload = /^\/uploads\/([A-Za-z0-9._-]+)$/.exec(url)
  if (upload && uploads) {
    try {
      const size = await uploads.sizeOf(upload[1]!)
      if (size) return size
    } catch {
      // the store unreachable for a moment: the size is a layout hint, never a reason to fail
    }
  }
  return { width: 1, height: 1 }
}

/** Width and height from an image's first bytes, or null. */
export function headerSize(b: Buffer): { width: number; height: number } | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47)
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
  if (b.length >= 10 && b.toString('latin1', 0, 3) === 'GIF')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) }
  if (b.length >= 30 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const kind = b.toString('latin1', 12, 16)
    if (kind === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
    if (kind === 'VP8L') {
      const bits = b.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (kind === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let i = 2
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) return null
      const marker = b[i + 1]!
      const len = b.readUInt16BE(i + 2)
      // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { width: b.readUInt16BE(i + 7), height: b.readUInt16BE(i + 5) }
      i += 2 + len
    }
  }
  return null
}
