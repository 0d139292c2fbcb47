import { ContractBrowser } from '../../shared'

export function ContractListPage() {
  return <ContractBrowser title="合同查询" resultsTitle="查询结果" tableId="contractList" />
}
