import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config.js'

describe('readConfig', () => {
  it('uses the platform defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      port: 8081,
      issuer: 'http://localhost:8081',
      publicUrl: 'http://localhost:8080',
      clientId: 'tandem',
      clientSecret: 'tandem-dev-secret',
    })
  })

  it('derives the issuer from SSO_PORT and the public URL from PORT', () => {
    const config = readConfig({ SSO_PORT: '18081', PORT: '18080' })
    expect(config.issuer).toBe('http://localhost:18081')
    expect(config.publicUrl).toBe('http://localhost:18080')
  })

  it('takes explicit values', () => {
    const config = readConfig({
      SSO_ISSUER: 'https://sso.example.com/',
      PUBLIC_URL: 'https://contracts.example.com',
      OIDC_CLIENT_ID: 'contracts',
      OIDC_CLIENT_SECRET: 's3cret',
    })
    expect(config).toMatchObject({
      issuer: 'https://sso.example.com',
      publicUrl: 'https://contracts.example.com',
      clientId: 'contracts',
      clientSecret: 's3cret',
    })
  })

  it.each([
    ['SSO_PORT', '80a'],
    ['SSO_PORT', '70000'],
    ['PORT', '-1'],
    ['SSO_ISSUER', 'localhost:8081'],
    ['SSO_ISSUER', 'ftp://sso.example.com'],
    ['SSO_ISSUER', 'http://sso.example.com/realms/x'],
    ['PUBLIC_URL', 'not a url'],
    ['OIDC_CLIENT_ID', 'two words'],
    ['OIDC_CLIENT_SECRET', ' padded'],
  ])('rejects %s=%s with an error naming the variable', (name, value) => {
    let caught: unknown
    try {
      readConfig({ [name]: value })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as ConfigError).variable).toBe(name)
    expect((caught as ConfigError).message).toContain(name)
  })
})
