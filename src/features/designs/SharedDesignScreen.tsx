import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { Button, ButtonLink } from "../../components/Button";
import { DesignMockup, useArtworkSources } from "../../components/DesignMockup";
import { Spinner } from "../../components/Spinner";
import { formatRupees } from "../../lib/money";
import { garmentName } from "./designLinks";
import * as styles from "./SharedDesign.css";
import { copyInEditorHref, sharedDesignOptions } from "./sharedDesignQuery";

export const sharedDesignMessages = {
  failed: "This design could not be loaded.",
  note: "Designed by a Rangrez shopper with our customiser. Make your own copy, change anything, and order it in your size.",
} as const;

/**
 * /customized/d/{id}: a design its owner shares, read-only: both sides on the blank, what it is printed on,
 * and "Make it yours", which opens a copy in the editor. Nothing about the owner is shown or asked for.
 */
export function SharedDesignScreen() {
  const { id = "" } = useParams();
  const { hooks } = useApi();
  const query = useQuery(sharedDesignOptions(hooks, id));
  const sources = useArtworkSources();
  const design = query.data?.data;

  if (query.isPending) return <Spinner label="Loading the design" />;
  if (!design) {
    return (
      <div role="alert" className={styles.page}>
        <p>{sharedDesignMessages.failed}</p>
        <Button onPress={() => query.refetch()} isPending={query.isRefetching} pendingLabel="Trying again">
          Try Again
        </Button>
      </div>
    );
  }
  const garment = garmentName(design.type);
  const title = design.name ?? `A custom ${garment.toLowerCase()} design`;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.facts}>{`${garment} · ${design.color} · from ${formatRupees(design.price)}`}</p>
      </header>
      <p className={styles.note}>{sharedDesignMessages.note}</p>
      <div className={styles.actions}>
        <ButtonLink href={copyInEditorHref(design._id)}>Make it yours</ButtonLink>
        <ButtonLink href="/customized" variant="secondary">
          Start a new design
        </ButtonLink>
      </div>
      <div className={styles.sides}>
        {(["front", "back"] as const).map((side) => (
          <figure key={side} className={styles.side}>
            <DesignMockup
              design={design}
              side={side}
              sources={sources}
              label={`${side === "front" ? "Front" : "Back"} of the ${design.color} ${garment.toLowerCase()} design`}
            />
            <figcaption className={styles.caption}>{side === "front" ? "Front" : "Back"}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  );
}
