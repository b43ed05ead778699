// A customised order's print files on the staff board (docs/decisions/customiser-design.md#print-files):
// made in the background once the order is confirmed, each printed side's 300 DPI PNG to download, and the
// mockups. While they are being made the list is asked for again every few seconds.
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../api/ApiProvider";
import { Spinner } from "../../components/Spinner";
import * as styles from "./StaffOrderDetail.css";

const POLL_MS = 3000;

const SIDE = { front: "Front", back: "Back" } as const;

export const printFilesWords = {
  none: "Print files are made once the order is confirmed.",
  rendering: "Making the print files…",
  failed:
    "The print files could not be made. The design is kept with the order: ask the shop's engineers to run the job again.",
  loadFailed: "The print files could not be listed. Reload to try again.",
} as const;

export function PrintFiles({ orderId }: { orderId: string }) {
  const { hooks } = useApi();
  const titleId = useId();
  const query = useQuery({
    ...hooks.queryOptions("get", "/admin/orders/{id}/print-files", { params: { path: { id: orderId } } }),
    refetchInterval: (q) => (q.state.data?.data.state === "rendering" ? POLL_MS : false),
  });
  const answer = query.data?.data;
  if (query.isPending) return <Spinner label="Loading the print files" />;
  if (!answer) return <p role="alert">{printFilesWords.loadFailed}</p>;
  const prints = answer.files.filter((file) => file.kind === "print");
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h4 id={titleId} className={styles.sectionTitle}>
        Print files
      </h4>
      {answer.state === "rendering" ? <Spinner label={printFilesWords.rendering} /> : null}
      {answer.state === "none" ? <p>{printFilesWords.none}</p> : null}
      {answer.state === "failed" ? <p role="alert">{printFilesWords.failed}</p> : null}
      {prints.length > 0 ? (
        <ul className={styles.timeline}>
          {prints.map((file) => (
            <li key={file.url}>
              <a href={file.url} download>
                {`Download ${SIDE[file.side].toLowerCase()} print file`}
              </a>{" "}
              {`(${file.width.toLocaleString("en-IN")} × ${file.height.toLocaleString("en-IN")} px PNG, 300 DPI)`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
