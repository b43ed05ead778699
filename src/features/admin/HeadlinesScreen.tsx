import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useApi } from "../../api/ApiProvider";
import { errorMessage } from "../../api/errors";
import type { StaffHeadline } from "../../api/types";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { pageTitle } from "../../design/typography.css";
import { HeadlineFormDialog } from "./HeadlineFormDialog";
import { StaffRemoveDialog } from "./StaffRemoveDialog";
import { staffListState } from "./StaffListState";
import * as styles from "./HeadlinesScreen.css";
import { headlinesOptions, useHeadlineChanges } from "./headlinesQuery";
import { headlineWords as words } from "./headlineWords";
import { movedIds, useFocusAfterMove } from "./listMoves";
import { SCHEDULE_STATE_LOOK, scheduleInWords } from "./scheduleWords";
import { apiRefusalPanel, StaffGate } from "./StaffAccess";

const STAFF_SCREEN = { screen: "headlines", permission: "catalogue" } as const;
interface RowProps {
  line: StaffHeadline;
  index: number;
  count: number;
  isMoving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}

function HeadlineRow({ line, index, count, isMoving, onMove, onEdit, onRemove }: RowProps) {
  const look = SCHEDULE_STATE_LOOK[line.state];
  return (
    <li className={styles.row} data-item={line._id}>
      <div className={styles.rowMain}>
        <p className={styles.rowText}>{line.text}</p>
        <p className={styles.rowSchedule}>{scheduleInWords(line)}</p>
      </div>
      <Badge tone={look.tone} className={styles.rowState}>
        {look.label}
      </Badge>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${words.moveUp}: ${line.text}`}
          data-move="up"
          isDisabled={index === 0 || isMoving}
          onPress={() => onMove(-1)}
        >
          {words.moveUp}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${words.moveDown}: ${line.text}`}
          data-move="down"
          isDisabled={index === count - 1 || isMoving}
          onPress={() => onMove(1)}
        >
          {words.moveDown}
        </Button>
        <Button variant="secondary" size="sm" aria-label={`${words.edit}: ${line.text}`} onPress={onEdit}>
          {words.edit}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`${words.remove}: ${line.text}`} onPress={onRemove}>
          {words.remove}
        </Button>
      </div>
    </li>
  );
}

/** The list of lines with its actions, once the account may use it. */
function HeadlineBoard() {
  const { hooks } = useApi();
  const list = useQuery(headlinesOptions(hooks));
  const changes = useHeadlineChanges();
  const [editing, setEditing] = useState<StaffHeadline | "new" | null>(null);
  const [removing, setRemoving] = useState<StaffHeadline | null>(null);
  const [done, setDone] = useState("");
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const movePending = changes.reorder.isPending;
  const focusMoved = useFocusAfterMove(listRef, movePending);

  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;

  const lines = list.data?.data ?? [];

  const move = async (index: number, step: -1 | 1) => {
    const line = lines[index];
    setMoveFailure(null);
    setDone(words.moving);
    try {
      await changes.reorder.mutateAsync({ body: { ids: movedIds(lines, index, step) } });
      setDone(words.moved(line.text, index + step + 1, lines.length));
      focusMoved(line._id, step);
    } catch (error) {
      setDone("");
      setMoveFailure(errorMessage(error, words.moveFailed));
    }
  };

  let body: ReactNode = staffListState(list, lines.length === 0, words);
  if (body === null) {
    body = (
      <ol ref={listRef} className={styles.rows} aria-label={words.listLabel}>
        {lines.map((line, index) => (
          <HeadlineRow
            key={line._id}
            line={line}
            index={index}
            count={lines.length}
            isMoving={movePending}
            onMove={(step) => move(index, step)}
            onEdit={() => setEditing(line)}
            onRemove={() => setRemoving(line)}
          />
        ))}
      </ol>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{words.intro}</p>
        <Button onPress={() => setEditing("new")} isDisabled={list.isPending || list.isError}>
          {words.add}
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {done}
      </p>
      {moveFailure ? (
        <p role="alert" className={styles.failure}>
          {moveFailure}
        </p>
      ) : null}
      {body}
      <HeadlineFormDialog
        editing={editing}
        changes={changes}
        onSaved={setDone}
        onClose={() => setEditing(null)}
      />
      <StaffRemoveDialog
        text={removing ? words.removeText(removing.text) : null}
        words={words}
        remove={() =>
          removing
            ? changes.remove.mutateAsync({ params: { path: { id: removing._id } } })
            : Promise.resolve()
        }
        isPending={changes.remove.isPending}
        onRemoved={setDone}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * /admin/headlines: the announcement bar's lines in their order, each live, scheduled or ended, with Add,
 * Edit (text, start and end), Move up / Move down (by keyboard or pointer; focus follows the line) and
 * Remove (after a confirmation). A guest is asked to log in; a shopper, or staff without the catalogue
 * permission, is told why they cannot use it.
 */
export function HeadlinesScreen() {
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{words.title}</h1>
      <StaffGate {...STAFF_SCREEN} loadingLabel={words.loading} stateClassName={styles.state}>
        <HeadlineBoard />
      </StaffGate>
    </div>
  );
}
