/** The author's hint under an upload control (`uploadTip`), shown as text. */
export function UploadTip({ text }: { text: string }) {
  if (text === '') return null
  return <div className="tandem-upload-tip" style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, marginTop: 4 }}>{text}</div>
}
