import { useState } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import type { SizeMeasurement, SubCategory } from "../../api/types";
import { ModalDialog } from "../../components/Dialog";
import { declaredChart, SIZE_CHARTS, type Unit } from "./sizeCharts";
import { SizeChartTable } from "./SizeChartTable";
import * as pickers from "./pickers.css";
import * as styles from "./SizeGuide.css";

const UNIT_LABELS: Record<Unit, string> = { cm: "cm", in: "Inches" };

export interface SizeGuideDialogProps {
  subCategory: SubCategory;
  /** The product's declared measurements (docs/decisions/product-declarations.md), when it has them. */
  measurements?: readonly SizeMeasurement[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The size guide's dialog: the sub-category's chart in cm or inches. */
export function SizeGuideDialog({
  subCategory,
  measurements,
  isOpen,
  onOpenChange: setOpen,
}: SizeGuideDialogProps) {
  const [unit, setUnit] = useState<Unit>("cm");
  const chart = measurements?.length ? declaredChart(subCategory, measurements) : SIZE_CHARTS[subCategory];
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={setOpen} title={`Size guide: ${chart.title}`}>
      <RadioGroup
        className={styles.units}
        orientation="horizontal"
        value={unit}
        onChange={(value) => setUnit(value as Unit)}
      >
        <Label className={pickers.label}>Units</Label>
        <div className={pickers.row}>
          {(Object.keys(UNIT_LABELS) as Unit[]).map((key) => (
            <Radio key={key} value={key} className={pickers.sizeOption}>
              {UNIT_LABELS[key]}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <SizeChartTable chart={chart} unit={unit} />
      <p className={styles.note}>{chart.fitNote}</p>
    </ModalDialog>
  );
}
