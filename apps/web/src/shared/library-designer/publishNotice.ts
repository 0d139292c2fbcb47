import type { MessageInstance } from 'antd/es/message/interface'
import type { publishForm } from '../../api'

type PublishedVersion = Awaited<ReturnType<typeof publishForm>>

/** Tells the author a version was published, with the dry run's warnings about its scripts when there are any. */
export function notifyPublished(messageApi: MessageInstance, version: PublishedVersion): void {
  const published = `已发布第 ${version.version} 版`
  if (version.scriptWarnings.length === 0) {
    void messageApi.success(published)
    return
  }
  void messageApi.warning({ content: `${published}。服务器试运行脚本的提示：${version.scriptWarnings.join('；')}`, duration: 10 })
}
