/** Dedicated ports, so a running `npm start` (8080/8081) does not disturb the tests. */
export const serverPort = 18080
export const idpPort = 18081
export const serverUrl = `http://localhost:${serverPort}`
export const idpUrl = `http://localhost:${idpPort}`
export const webBase = '/contract/web'
export const loginApi = '/contracttandem/api/Authentication/Login'
