/**
 * Dedicated ports, so a running `npm start` (8080/8081) does not disturb the tests;
 * E2E_SERVER_PORT / E2E_IDP_PORT move them when two runs share a machine.
 */
export const serverPort = Number(process.env.E2E_SERVER_PORT || 18080)
export const idpPort = Number(process.env.E2E_IDP_PORT || 18081)
export const serverUrl = `http://localhost:${serverPort}`
export const idpUrl = `http://localhost:${idpPort}`
export const webBase = '/contract/web'
export const loginApi = '/contracttandem/api/Authentication/Login'
