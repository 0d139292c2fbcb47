export interface ServiceUrls {
  ports: { server: number; idp: number }
  web: string
  issuer: string
  serverReady: string
  issuerReady: string
}

export interface ServiceExit {
  name: string
  code: number | null
  signal: NodeJS.Signals | null
  error?: Error
}

export interface RunningServices {
  urls: ServiceUrls
  firstExit: Promise<ServiceExit>
  ready(timeoutMs?: number): Promise<void>
  stop(signal?: NodeJS.Signals): Promise<ServiceExit[]>
}

export function serviceUrls(env: NodeJS.ProcessEnv): ServiceUrls
export function startServices(options: { env: NodeJS.ProcessEnv; graceMs?: number }): Promise<RunningServices>
export function describeExit(exit: ServiceExit): string
