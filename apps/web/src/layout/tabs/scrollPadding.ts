/** Spec: the tab strip keeps this many pixels between the active tab and the strip's edge. */
const TAB_SCROLL_PADDING = 4;

export interface StripGeometry {
  /** Width of the strip's visible part (antd's nav wrap). */
  visible: number;
  /** Width of the whole tab list, its 4 px end paddings included. */
  listWidth: number;
  /** The active tab's left edge inside the list, and its width. */
  tabLeft: number;
  tabWidth: number;
  /** antd's own translation of the list (0 or less). */
  translate: number;
  /** The extra shift applied until now. */
  shift: number;
}

/**
 * The extra shift of the list (added to antd's translation) that shows the active tab at least
 * `padding` px inside the strip. antd scrolls a hidden tab only until it touches the edge; the list's
 * own padding covers the first and the last tab. A shift that still fits is kept, so moving between
 * tabs already in view does not nudge the strip; a tab the person scrolled away is left where it is.
 */
export function paddedShift(strip: StripGeometry, padding = TAB_SCROLL_PADDING): number {
  const lowest = Math.min(0, strip.visible - strip.listWidth);
  const clamp = (total: number) => Math.min(0, Math.max(lowest, total));
  const edges = (total: number) => {
    const left = total + strip.tabLeft;
    return { left, right: strip.visible - left - strip.tabWidth };
  };

  const kept = clamp(strip.translate + strip.shift);
  const keptEdges = edges(kept);
  if (keptEdges.left >= padding && keptEdges.right >= padding) return kept - strip.translate;

  const own = clamp(strip.translate);
  const { left, right } = edges(own);
  if (left < 0 || right < 0 || strip.tabWidth + 2 * padding > strip.visible) return own - strip.translate;
  if (left < padding) return clamp(own + padding - left) - strip.translate;
  if (right < padding) return clamp(own - (padding - right)) - strip.translate;
  return own - strip.translate;
}
