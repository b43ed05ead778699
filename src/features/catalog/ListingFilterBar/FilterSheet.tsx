import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import { FilterGroups, type FilterGroupsProps } from "./FilterGroups";
import * as styles from "./ListingFilterBar.css";
import { productCountText } from "./productCount";

export interface FilterSheetProps extends FilterGroupsProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Filters in force, to offer 'Clear filters'. */
  active: number;
  total: number;
  onClear: () => void;
}

/** The filters in a bottom sheet (below 640 px), with 'Clear filters' and a button that shows the results. */
export function FilterSheet({ isOpen, onOpenChange, active, total, onClear, ...groups }: FilterSheetProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Filters" placement="bottom">
      <FilterGroups {...groups} />
      <div className={styles.dialogActions}>
        {active > 0 ? (
          <Button variant="ghost" onPress={onClear}>
            Clear filters
          </Button>
        ) : null}
        <Button onPress={() => onOpenChange(false)}>{`Show ${productCountText(total)}`}</Button>
      </div>
    </ModalDialog>
  );
}
