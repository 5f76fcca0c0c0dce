import { Image } from 'antd';
import './desk.css';
import type { ReactNode } from 'react';

/** What an order line names: its product and variant as bought, with the picture of then. */
export interface GoodsLine {
  productName: string;
  skuLabel: string;
  picture: string | null;
}

interface LineGoodsProps {
  line: GoodsLine;
  /** The text under the name; the variant by default. */
  sub?: ReactNode;
  /** A detail's 48 px picture that opens large; else a list's 40 px. */
  large?: boolean;
}

/** A line's picture (a blank square without one), name and variant. */
export function LineGoods({ line, sub = line.skuLabel, large = false }: LineGoodsProps) {
  const side = large ? 48 : 40;
  return (
    <>
      {line.picture ? (
        <Image src={line.picture} width={side} height={side} preview={large} className="hh-desk-line-image" />
      ) : (
        <span className="hh-desk-line-image hh-desk-line-blank" />
      )}
      <LineName name={line.productName} sub={sub} />
    </>
  );
}

/** A line's name (cut with an ellipsis) and the text under it. */
export function LineName({ name, sub }: { name: string; sub: ReactNode }) {
  return (
    <div className="hh-desk-line-text">
      <div className="hh-desk-line-name">{name}</div>
      {sub && <div className="hh-desk-muted">{sub}</div>}
    </div>
  );
}
