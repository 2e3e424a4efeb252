// The core encoder of the `qrcode` package (its own typings cover only the package's main module).
declare module 'qrcode/lib/core/qrcode' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; version?: number },
  ): { modules: { size: number; get(row: number, col: number): number | boolean } }
}
