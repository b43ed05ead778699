import { useState } from "react";
import { Button } from "../../../components/Button";
import { button } from "../../../components/Button/Button.css";
import { ProductImportDialog } from "./ProductImportDialog";
import { productCsvWords as words } from "./productCsvWords";

/** The export's address: a plain download, so the browser saves the streamed file as it comes. */
export const PRODUCT_EXPORT_HREF = "/api/v1/admin/products/export";

/** The product table's Export CSV link and Import CSV dialog (docs/decisions/staff-catalogue.md#csv-export-and-import). */
export function ProductCsvActions() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <a
        className={button({ variant: "secondary", size: "md", fullWidth: false })}
        href={PRODUCT_EXPORT_HREF}
        download
      >
        {words.exportCsv}
      </a>
      <Button variant="secondary" onPress={() => setImporting(true)}>
        {words.importCsv}
      </Button>
      <ProductImportDialog isOpen={importing} onClose={() => setImporting(false)} />
    </>
  );
}
