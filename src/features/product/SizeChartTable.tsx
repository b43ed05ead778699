import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { chartRows, inUnit, MEASURE_LABELS, type SizeChart, type Unit } from "./sizeCharts";
import * as styles from "./SizeGuide.css";

export const SCROLL_HINT = "Scroll sideways to see every measurement.";

/** Whether the element's content is wider than its box (kept up to date as either changes size). */
function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const update = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    update();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A size chart in cm or inches, drawn to fit a phone (every column in view at 390 px). Where it cannot fit
 * (a narrower screen, a larger text size) it scrolls sideways and says so: a hint above it, shadows at the
 * edge that has more, and the scrolling box takes keyboard focus so the arrow keys scroll it.
 */
export function SizeChartTable({ chart, unit }: { chart: SizeChart; unit: Unit }) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsX(box);
  const captionId = useId();
  const hintId = useId();
  return (
    <>
      {overflows ? (
        <p id={hintId} className={styles.scrollHint}>
          {SCROLL_HINT}
        </p>
      ) : null}
      <div
        ref={box}
        className={styles.tableWrap}
        data-overflows={overflows || undefined}
        {...(overflows
          ? { tabIndex: 0, role: "region", "aria-labelledby": captionId, "aria-describedby": hintId }
          : {})}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {`Garment measurements in ${unit === "cm" ? "centimetres" : "inches"}`}
          </caption>
          <thead>
            <tr>
              <th scope="col">{chart.sizeHeading}</th>
              {chart.measures.map((measure) => (
                <th key={measure} scope="col">
                  {MEASURE_LABELS[measure]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chartRows(chart).map(([size, cms]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {cms.map((cm, index) => (
                  <td key={chart.measures[index]}>{inUnit(cm, unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
