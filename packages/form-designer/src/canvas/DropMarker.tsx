/** The insertion marker of a drag; red with the reason when the store refuses the drop there. */
export function DropMarker({ refusal }: { refusal: string | null }) {
  return (
    <div className={refusal === null ? 'tfd-drop-marker' : 'tfd-drop-marker tfd-drop-refused'} data-drop-marker={refusal === null ? 'allowed' : 'refused'}>
      {refusal !== null && <span className="tfd-drop-reason">{refusal}</span>}
    </div>
  )
}
