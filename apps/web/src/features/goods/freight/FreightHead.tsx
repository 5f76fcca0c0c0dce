/** The column titles over the rows of a freight rule grid (the last column holds the remove buttons). */
export function FreightHead({ columns }: { columns: readonly string[] }) {
  return (
    <div className="hh-freight-head">
      {columns.map((title) => (
        <span key={title}>{title}</span>
      ))}
      <span />
    </div>
  );
}
