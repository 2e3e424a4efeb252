declare module 'qrcode/lib/core/qrcode' {
  export function create(
    data: string | Array<{ data: string | number[]; mode: 'byte' | 'alphanumeric' | 'numeric' | 'kanji' }>,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; data: Uint8Array } }
}
