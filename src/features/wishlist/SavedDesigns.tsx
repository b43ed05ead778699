import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { Button, ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { useArtworkSources } from "../../components/DesignMockup";
import { SavedDesignCard } from "./SavedDesignCard";
import { savedDesignsOptions } from "./savedDesignsQuery";
import * as styles from "./Wishlist.css";
import { wishlistMessages as messages } from "./wishlistMessages";
import { readAgainAfterChange } from "../../api/queryClient";

/**
 * "My Customized Creations": the designs the shopper saved from the customiser, each drawn from its
 * document on its blank (docs/decisions/customiser-design.md#one-drawing), with Order Now and Remove.
 * Removing takes it off this list only: orders made of it keep it.
 */
export function SavedDesigns({ userId }: { userId: string }) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const options = savedDesignsOptions(hooks, userId);
  const list = useQuery(options);
  const sources = useArtworkSources();
  const remove = hooks.useMutation("delete", "/wishlist/customization/{wishlistId}", {
    onSettled: () => readAgainAfterChange(queryClient, { queryKey: options.queryKey }),
  });
  const designs = list.data?.data.data.customization ?? [];

  let body: React.ReactNode;
  if (list.isPending) {
    body = <Spinner label="Loading your designs" />;
  } else if (list.isError && designs.length === 0) {
    body = (
      <div role="alert" className={styles.stackSm}>
        <p className={styles.errorText}>{messages.designsFailed}</p>
        <Button
          size="sm"
          onPress={() => list.refetch()}
          isPending={list.isRefetching}
          pendingLabel="Trying again"
        >
          Try Again
        </Button>
      </div>
    );
  } else if (designs.length === 0) {
    body = (
      <div className={styles.stackSm}>
        <p className={styles.panelText}>{messages.noDesigns}</p>
        <ButtonLink href="/customized" variant="secondary" size="sm">
          Design your own
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <ul className={styles.grid} aria-label={messages.designsTitle}>
        {designs.map((design) => (
          <li key={design.wishlistId}>
            <SavedDesignCard
              design={design}
              sources={sources}
              isRemoving={remove.isPending && remove.variables?.params.path.wishlistId === design.wishlistId}
              onRemove={() => remove.mutate({ params: { path: { wishlistId: design.wishlistId } } })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.designs} aria-labelledby="saved-designs-title">
      <h2 id="saved-designs-title" className={styles.sectionTitle}>
        {messages.designsTitle}
      </h2>
      {remove.isError ? (
        <p role="alert" className={styles.errorText}>
          {messages.designRemoveFailed}
        </p>
      ) : null}
      {body}
    </section>
  );
}
