// The start and end fields of a headline's or banner slide's form, in India time, and their checks: the
// same rule as the server's (src/lib/schedule.ts), so the form refuses what the server would.
import type { TextFieldBinding } from "../../components/Form";
import { TextField } from "../../components/TextField";
import { scheduleProblem } from "../../lib/schedule";
import * as styles from "./HeadlinesScreen.css";
import { instantOfIndiaField, isFieldTime } from "./scheduleTimes";
import { scheduleWordsOf as words } from "./scheduleWords";

export interface ScheduleValues {
  startsAt: string;
  endsAt: string;
}

/** The fields' problems: a time the browser did not understand, an end not after the start. */
export function scheduleFieldErrors(values: ScheduleValues): Partial<Record<keyof ScheduleValues, string>> {
  const errors: Partial<Record<keyof ScheduleValues, string>> = {};
  if (!isFieldTime(values.startsAt)) errors.startsAt = words.timeInvalid;
  if (!isFieldTime(values.endsAt)) errors.endsAt = words.timeInvalid;
  if (errors.startsAt || errors.endsAt) return errors;
  const schedule = {
    startsAt: instantOfIndiaField(values.startsAt),
    endsAt: instantOfIndiaField(values.endsAt),
  };
  if (scheduleProblem(schedule)) errors.endsAt = words.endNotAfterStart;
  return errors;
}

/** The instants the API takes for the fields' values (undefined: no start, no end). */
export const scheduleOfFields = (values: ScheduleValues) => ({
  startsAt: instantOfIndiaField(values.startsAt),
  endsAt: instantOfIndiaField(values.endsAt),
});

export function ScheduleFields({ starts, ends }: { starts: TextFieldBinding; ends: TextFieldBinding }) {
  return (
    <div className={styles.timeFields}>
      <TextField label={words.startsLabel} description={words.startsHint} type="datetime-local" {...starts} />
      <TextField label={words.endsLabel} description={words.endsHint} type="datetime-local" {...ends} />
    </div>
  );
}
