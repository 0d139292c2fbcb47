// npm start: install what is missing, build what changed, then run the development IdP and the
// server until Ctrl-C. Data stays in $DATA_DIR (./data) between runs.
import { buildIfStale } from './lib/build.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { StepError } from './lib/run.mjs'
import { describeExit, startServices } from './lib/services.mjs'

async function main() {
  await ensureDependencies()
  await buildIfStale()

  const services = await startServices({ env: process.env })
  let requested = false
  const stopAll = async (signal) => {
    if (requested) return
    requested = true
    console.log(`\nStopping (${signal})…`)
    const exits = await services.stop(signal)
    const failed = exits.filter((exit) => exit.code !== 0 && exit.signal !== signal)
    for (const exit of failed) console.error(`${exit.name} ended with ${describeExit(exit)}`)
    process.exit(failed.length === 0 ? 0 : 1)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(signal))

  void services.firstExit.then(async (exit) => {
    if (requested) return
    requested = true
    console.error(`\n${exit.name} stopped unexpectedly (${describeExit(exit)}); stopping the other service.`)
    await services.stop('SIGTERM')
    process.exit(1)
  })

  try {
    await services.ready()
  } catch (error) {
    if (!requested) {
      requested = true
      await services.stop('SIGTERM')
    }
    throw error
  }
  // The account list is the IdP's own, from the build that is running.
  const { devAccounts } = await import('../apps/sso-dev/dist/index.js')
  const { web, issuer } = services.urls
  console.log(`\n合同管理平台已启动: ${web}`)
  console.log(`Development IdP (统一身份认证): ${issuer}`)
  console.log('Accounts:')
  for (const { account, password, name } of devAccounts) console.log(`  ${account.padEnd(9)} ${password.padEnd(12)} ${name}`)
  console.log('Press Ctrl-C to stop.')
}

main().catch((error) => {
  console.error(`\nnpm start failed: ${error instanceof StepError ? error.message : error.stack}`)
  process.exit(1)
})
