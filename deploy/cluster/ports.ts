// The cluster's fixed ports (CLUSTER_BASE_PORT moves them all), away from `npm start` (8080/8081),
// the end-to-end tests (18080/18081) and the kernel's ephemeral ports (32768 and up, where a
// restarted server could find its port taken by some outgoing connection). Imported before e2e/support, whose endpoints read
// E2E_SERVER_PORT / E2E_IDP_PORT once: the browser then talks to nginx and the cluster's IdP.
const base = Number(process.env.CLUSTER_BASE_PORT || 24080)

export const proxyPort = base
export const idpPort = base + 1
export const serverPorts = [base + 11, base + 12, base + 13]

process.env.E2E_SERVER_PORT = String(proxyPort)
process.env.E2E_IDP_PORT = String(idpPort)
