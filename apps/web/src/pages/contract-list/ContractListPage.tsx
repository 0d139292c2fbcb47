// The browser's own module, not the shared barrel: that one also brings the seal dialog (antd
// Modal) into this page's first load.
import { ContractBrowser } from '../../shared/contract-browser'

export function ContractListPage() {
  return <ContractBrowser title="合同查询" resultsTitle="查询结果" tableId="contractList" />
}
