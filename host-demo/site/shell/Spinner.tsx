/** The loading spinner: a status for screen readers, a spinning ring (or a bar under the header). */
export function Spinner({ label, bar = false }: { label: string; bar?: boolean }) {
  return (
    <div role="status" className={bar ? 'spinner-bar' : 'spinner'}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
