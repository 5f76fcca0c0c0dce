import { type RefObject, useEffect, useState } from 'react';

/**
 * What the help button must never cover: controls, a table's rows with their actions, and a card's
 * heading (its title and the figure beside it, like a home chart's "共 2 家").
 */
const COVERABLE =
  'button, a[href], input, textarea, select, [role="button"], [role="switch"], [role="checkbox"], [role="combobox"], .ant-select, .ant-pagination, .ant-table-row, .ant-card-head';

const RECHECK_MS = 500;

/** The points of a box the check looks under: a 3×3 grid from its corners (a little inside) to its centre. */
function samplePoints(box: DOMRect): [number, number][] {
  const inset = 4;
  const xs = [box.left + inset, (box.left + box.right) / 2, box.right - inset];
  const ys = [box.top + inset, (box.top + box.bottom) / 2, box.bottom - inset];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

/** The box where the element sits unfolded (its fold is a horizontal translation). */
function homeBox(element: HTMLElement): DOMRect {
  const box = element.getBoundingClientRect();
  const shift = new DOMMatrixReadOnly(getComputedStyle(element).transform).m41;
  return new DOMRect(box.left - shift, box.top, box.width, box.height);
}

function coversContent(element: HTMLElement): boolean {
  return samplePoints(homeBox(element)).some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((under) => !element.contains(under) && under.closest(COVERABLE) !== null),
  );
}

/**
 * Whether the floating element, where it sits, would cover a control or a table row of the page;
 * checked again after every scroll and resize, and twice a second for changes of the page.
 */
export function useFoldOverContent(
  ref: RefObject<{ nativeElement: HTMLElement | null } | null>,
  paused: boolean,
): boolean {
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (paused) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current?.nativeElement;
      if (element) setFolded(coversContent(element));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    schedule();
    // The page's content changes without telling (lists load, drawers open): a look twice a second
    // costs less than reacting to every DOM change, which kept opening menus from settling.
    const timer = window.setInterval(schedule, RECHECK_MS);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [ref, paused]);
  return folded && !paused;
}
