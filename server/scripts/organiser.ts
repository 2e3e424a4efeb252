/**
 * npm run organiser -- add <email> [--name "Desk"]   an organiser account for the console, or a new
 * password for an existing one. The password is read from ORGANISER_PASSWORD, else asked for (not
 * echoed). Only its bcrypt hash is stored.
 */
import readline from 'node:readline'
import { loadConfig, ConfigError } from '../src/config.js'
import { migrateToLatest, openDatabase } from '../src/db/index.js'
import { isEmail } from '../../rules/index.js'
import { ORGANISER_PASSWORD_MIN, OrganiserRepository } from '../src/repositories/organisers.js'

async function askPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const out = rl as unknown as { _writeToOutput: (s: string) => void }
  process.stdout.write('Password: ')
  out._writeToOutput = () => {}
  const answer = await new Promise<string>((resolve) => rl.question('', resolve))
  rl.close()
  process.stdout.write('\n')
  return answer
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2)
  const nameAt = rest.indexOf('--name')
  const name = nameAt >= 0 ? (rest[nameAt + 1] ?? '') : ''
  if (command !== 'add' || !email || !isEmail(email)) {
    console.error('usage: npm run organiser -- add <email> [--name "Name"]  (password: ORGANISER_PASSWORD or asked)')
    process.exit(2)
  }
  const password = process.env.ORGANISER_PASSWORD || (await askPassword())
  if (password.length < ORGANISER_PASSWORD_MIN) {
    console.error(`The password must be at least ${ORGANISER_PASSWORD_MIN} characters.`)
    process.exit(2)
  }
  const config = loadConfig()
  const d = await openDatabase({ ...config, backgroundCheckpoints: false })
  try {
    await migrateToLatest(d)
    const done = await new OrganiserRepository(d.db).addAccount(email, password, name, Date.now())
    console.log(done === 'added' ? 'Organiser account added.' : 'Organiser password changed.')
  } finally {
    await d.close()
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
