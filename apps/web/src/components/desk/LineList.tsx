import type { ReactNode } from 'react';
import { type GoodsLine, LineGoods } from './LineGoods.tsx';

interface LineListProps<L extends GoodsLine> {
  lines: readonly L[];
  lineKey(line: L): string | number;
  /** What stands at the end of a line (price × quantity, or the quantity asked). */
  end(line: L): ReactNode;
  /** How many lines show; the rest are summed up by `more`. */
  shown?: number;
  more?: ReactNode;
  testId: string;
}

/** A row's lines as a list column shows them: picture, name, variant and the area's end text. */
export function LineList<L extends GoodsLine>({
  lines,
  lineKey,
  end,
  shown,
  more,
  testId,
}: LineListProps<L>) {
  return (
    <div className="hh-desk-lines" data-testid={testId}>
      {lines.slice(0, shown).map((line) => (
        <div key={lineKey(line)} className="hh-desk-line">
          <LineGoods line={line} />
          <div className="hh-desk-line-end">{end(line)}</div>
        </div>
      ))}
      {shown !== undefined && lines.length > shown && <div className="hh-desk-muted">{more}</div>}
    </div>
  );
}
