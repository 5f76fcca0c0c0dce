export function FullPageSpin() {
  return (
    <div className="hh-full-spin" role="progressbar" aria-busy="true">
      <span className="hh-full-spin-dot" />
    </div>
  );
}
