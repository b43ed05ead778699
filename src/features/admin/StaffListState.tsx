import type { ReactNode } from "react";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import * as styles from "./HeadlinesScreen.css";

interface ListRead {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListStateWords {
  loading: string;
  loadFailed: string;
  tryAgain: string;
  empty: string;
}

/**
 * What a staff list (headlines, banner slides) shows instead of its rows: a spinner while it loads, the
 * failure with Try again, or that it is empty; null when there are rows to show.
 */
export function staffListState(list: ListRead, isEmpty: boolean, words: ListStateWords): ReactNode {
  if (list.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={words.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{words.loadFailed}</p>
        <Button onPress={() => list.refetch()} isDisabled={list.isFetching}>
          {words.tryAgain}
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>{words.empty}</p>
      </div>
    );
  }
  return null;
}
