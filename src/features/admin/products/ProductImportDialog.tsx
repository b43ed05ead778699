import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useApi } from "../../../api/ApiProvider";
import { errorMessage } from "../../../api/errors";
import type { components } from "../../../api/schema";
import { Button } from "../../../components/Button";
import { ModalDialog } from "../../../components/Dialog";
import { Spinner } from "../../../components/Spinner";
import * as styles from "./ProductImportDialog.css";
import { productCsvWords as words } from "./productCsvWords";
import { readAgainAfterChange } from "../../../api/queryClient";

type Report = components["schemas"]["ProductImportReport"];
type Entry = components["schemas"]["ProductImportEntry"];

/** Where the dialog is: no file yet, checking it, its plan, applying it, done, or the file refused. */
export type ImportStep =
  | { step: "choose" }
  | { step: "checking"; file: File }
  | { step: "plan"; file: File; report: Report }
  | { step: "applying"; file: File; report: Report }
  | { step: "done"; report: Report }
  | { step: "refused"; message: string };

function Entries({
  title,
  entries,
  render,
}: {
  title: string;
  entries: Entry[];
  render: (e: Entry) => string;
}) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li
            key={`${entry.row}-${entry.productId ?? entry.name}`}
            className={entry.outcome === "error" ? styles.error : styles.entry}
          >
            {render(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Busy({ label }: { label: string }) {
  return (
    <div className={styles.busy} role="status">
      <Spinner label={label} />
      <span>{label}</span>
    </div>
  );
}

/**
 * Import CSV: staff choose the file, see its dry run (what it would add and change, and every row with an
 * error), then Apply or Cancel. A file with errors cannot be applied; while it is checked or applied the
 * dialog says so and cannot be closed.
 */
export function ProductImportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const send = hooks.useMutation("post", "/admin/products/import");
  const [state, setState] = useState<ImportStep>({ step: "choose" });
  const input = useRef<HTMLInputElement>(null);

  const importFile = (file: File, dryRun: boolean) => {
    const form = new FormData();
    form.set("file", file);
    form.set("dryRun", String(dryRun));
    // The body is the form itself: the browser writes its boundary (openapi-fetch leaves FormData alone).
    return send.mutateAsync({ body: {} as never, bodySerializer: () => form });
  };

  const check = async (file: File) => {
    setState({ step: "checking", file });
    try {
      const answer = await importFile(file, true);
      setState({ step: "plan", file, report: answer.data });
    } catch (error) {
      setState({ step: "refused", message: errorMessage(error, words.failed) });
    }
  };

  const apply = async (file: File, report: Report) => {
    setState({ step: "applying", file, report });
    try {
      const answer = await importFile(file, false);
      setState({ step: "done", report: answer.data });
      await readAgainAfterChange(queryClient, { queryKey: ["get", "/admin/products"] });
    } catch (error) {
      setState({ step: "refused", message: errorMessage(error, words.applyFailed) });
    }
  };

  const close = () => {
    setState({ step: "choose" });
    onClose();
  };
  const busy = state.step === "checking" || state.step === "applying";
  const errors = (report: Report) => report.entries.filter((e) => e.outcome === "error");
  const changes = (report: Report) => report.entries.filter((e) => e.outcome !== "error");

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={words.dialogTitle}
      isBusy={busy}
      closeLabel={words.closeDialog}
    >
      <div className={styles.body}>
        {state.step === "choose" ? (
          <>
            <p className={styles.text}>{words.intro}</p>
            <label className={styles.field}>
              <span className={styles.fileLabel}>{words.fileLabel}</span>
              <input
                ref={input}
                className={styles.fileInput}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) void check(file);
                }}
              />
            </label>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={close}>
                {words.cancel}
              </Button>
            </div>
          </>
        ) : null}
        {state.step === "checking" ? <Busy label={words.checking} /> : null}
        {state.step === "plan" || state.step === "applying" ? (
          <>
            <h3 className={styles.sectionTitle}>{words.planTitle}</h3>
            <p className={styles.counts} aria-live="polite">
              {words.countsText(state.report.counts)}
            </p>
            {state.report.counts.created + state.report.counts.changed + state.report.counts.error === 0 ? (
              <p className={styles.text}>{words.nothingToDo}</p>
            ) : null}
            {errors(state.report).length > 0 ? <p className={styles.text}>{words.hasErrors}</p> : null}
            <Entries
              title={words.errorsTitle}
              entries={errors(state.report)}
              render={(e) => e.message ?? e.name}
            />
            <Entries
              title={words.changesTitle}
              entries={changes(state.report)}
              render={(e) => `${e.name}: ${words.changedFields(e.fields)}`}
            />
            {state.report.truncated ? <p className={styles.note}>{words.truncated}</p> : null}
            {state.step === "applying" ? <Busy label={words.applying} /> : null}
            <div className={styles.actions}>
              <Button variant="secondary" onPress={close} isDisabled={busy}>
                {words.cancel}
              </Button>
              <Button
                onPress={() => state.step === "plan" && apply(state.file, state.report)}
                isDisabled={
                  busy ||
                  state.report.counts.error > 0 ||
                  state.report.counts.created + state.report.counts.changed === 0
                }
              >
                {words.apply}
              </Button>
            </div>
          </>
        ) : null}
        {state.step === "done" ? (
          <>
            <h3 className={styles.sectionTitle}>{words.doneTitle}</h3>
            <p className={styles.counts} role="status">
              {words.doneText(state.report.counts)}
            </p>
            {errors(state.report).length > 0 ? (
              <>
                <p className={styles.text}>{words.doneErrors(errors(state.report).length)}</p>
                <Entries
                  title={words.errorsTitle}
                  entries={errors(state.report)}
                  render={(e) => e.message ?? e.name}
                />
              </>
            ) : null}
            <div className={styles.actions}>
              <Button onPress={close} autoFocus>
                {words.close}
              </Button>
            </div>
          </>
        ) : null}
        {state.step === "refused" ? (
          <>
            <div role="alert" className={styles.section}>
              <h3 className={styles.sectionTitle}>{words.refusedTitle}</h3>
              <p className={styles.error}>{state.message}</p>
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={close}>
                {words.cancel}
              </Button>
              <Button onPress={() => setState({ step: "choose" })} autoFocus>
                {words.chooseAnother}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
