import net from 'node:net'

/**
 * A port free now on 127.0.0.1. The benches that start a cluster need one to name: its primary
 * listens on the port it is given and prints it, so 0 would not do.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
