/** A price as the shop writes it: the yuan sign small, the whole part large, the cents small. */
export function Price({ value, className }: { value: string; className?: string }) {
  const [whole, cents] = value.split('.');
  return (
    <span className={`sf-price ${className ?? ''}`}>
      <small>¥</small>
      {whole}
      {cents && cents !== '00' ? <small>.{cents}</small> : null}
    </span>
  );
}
