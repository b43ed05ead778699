import { Form } from "react-router";
import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import { SEARCH_PATH } from "../../lib/paths";
import { SearchHelp } from "./SearchHelp";
import { SearchPage } from "./SearchPage";
import * as styles from "./SearchPage.css";
import { SearchResults } from "./SearchResults";
import { useSearchedTerm } from "./searchTerm";

/** The page of /search with nothing to search for: a box to search in (a plain GET form, so it works before
 * the page's code has loaded), and the help. */
function BlankSearch() {
  return (
    <SearchPage
      heading="Search"
      lead={
        <Form method="get" action={SEARCH_PATH} className={styles.form}>
          <TextField
            name="q"
            type="search"
            label="What are you looking for?"
            placeholder="Search for products"
            className={styles.formField}
          />
          <Button type="submit">Search</Button>
        </Form>
      }
    >
      <SearchHelp />
    </SearchPage>
  );
}

/**
 * The search results page, /search?q=…: the results of the search in the address (each search its own
 * page: shareable, Back returns to it), or with nothing typed, a box to search in.
 */
export function SearchResultsScreen() {
  const term = useSearchedTerm();
  return term === "" ? <BlankSearch /> : <SearchResults key={term} term={term} />;
}
