import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import { useApi } from "../../../api/ApiProvider";
import { errorMessage, isApiError } from "../../../api/errors";
import type { ProductStatus, StaffProduct } from "../../../api/types";
import { Button } from "../../../components/Button";
import { fieldOfRefusal } from "../../../components/Form";
import { apiRefusalPanel } from "../StaffAccess";
import { ColourVariantsFields } from "./ColourVariantsFields";
import { type FormPart, fieldId } from "./formParts";
import { LeaveGuard } from "./LeaveGuard";
import { ProductBasicsFields } from "./ProductBasicsFields";
import { catalogueWriteMessages } from "../../../lib/catalogueWriteMessages";
import { ProductDeclarationsFields } from "./ProductDeclarationsFields";
import { ProductDetailsFields } from "./ProductDetailsFields";
import * as styles from "./ProductFormScreen.css";
import { staffProductOptions, useProductWrites } from "./productFormQuery";
import {
  emptyProductForm,
  formFingerprint,
  type ProductFormErrors,
  type ProductFormValues,
  productFormOf,
  productFormProblems,
  rebaseOnFresh,
  staffProductInputOf,
} from "./productFormValues";
import { STATUS_ACTIONS, productFormWords as words } from "./productFormWords";
import { ProductHistory } from "./ProductHistory";
import { ProductPreview } from "./ProductPreview";
import { ProductStatusPanel } from "./ProductStatusPanel";

/** The screen's name and permission in the staff area's refusal panels. */
export const PRODUCT_FORM_SCREEN = { screen: words.screenName, permission: "catalogue" } as const;

/** The top-level fields a server's 400 may name ("price must be …"). */
const SERVER_FIELDS = [
  "name",
  "description",
  "price",
  "discount",
  "category",
  "subCategory",
  "returnPolicy",
  "tags",
  "variants",
] as const;

/** Where a problem is, for the summary: "Colour 2: " before a colour's problem, nothing for a top field. */
function placeOf(path: string, values: ProductFormValues): string {
  const [group, key] = path.split(".");
  if (group === "variants" && key) {
    const index = values.variants.findIndex((v) => v.key === key);
    return index < 0 ? "" : `${words.colour(index + 1, values.variants[index].color.trim())}: `;
  }
  const rows = {
    features: values.features,
    materialAndCare: values.materialAndCare,
    specifications: values.specifications,
  } as const;
  if (group in rows && key) {
    const index = rows[group as keyof typeof rows].findIndex((r) => r.key === key);
    const name =
      group === "features"
        ? words.feature
        : group === "materialAndCare"
          ? words.careLine
          : (n: number) => `Specification ${n}`;
    return `${name(index + 1)}: `;
  }
  return "";
}

/** Focuses the field of `path` (or the first control inside it: a group of ticks). */
function focusField(path: string) {
  const target = document.getElementById(fieldId(path));
  const control = target?.matches("input, select, textarea, button")
    ? target
    : target?.querySelector<HTMLElement>("input:not([hidden]), select, textarea, button");
  control?.focus();
  control?.scrollIntoView?.({ block: "center" });
}

interface ProductFormProps {
  /** The product as loaded for editing; null for a new one. */
  product: StaffProduct | null;
}

/**
 * The product form: add (Save draft, Publish; the form empties after 'Product successfully added!') or
 * edit (Save changes, the status, the history). Problems show on their fields and in a summary above
 * the form, and the first takes the focus. A refusal keeps everything typed; a stale copy (409) offers to
 * reload without losing the form.
 */
export function ProductForm({ product }: ProductFormProps) {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const writes = useProductWrites();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormOf(product) : emptyProductForm(),
  );
  const [baseline, setBaseline] = useState(() => formFingerprint(values));
  const [updatedAt, setUpdatedAt] = useState(product?.updatedAt ?? "");
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [success, setSuccess] = useState("");
  const [statusDone, setStatusDone] = useState("");
  const [focus, setFocus] = useState<{
    path?: string;
    element?: "success" | "failure" | "stale";
    n: number;
  } | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [isBusy, setIsBusy] = useState(false);
  // A new form (after adding, or the saved product read back) starts its parts afresh: a colour's
  // refusals and moves belong to the form they were made in.
  const [generation, setGeneration] = useState(0);

  const problems = attempted ? productFormProblems(values) : {};
  const errors = { ...serverErrors, ...problems };
  const isDirty = formFingerprint(values) !== baseline;

  useEffect(() => {
    if (!focus || isBusy) return;
    if (focus.path) focusField(focus.path);
    const element = { success: successRef, failure: failureRef, stale: staleRef }[focus.element ?? "success"];
    if (focus.element) element.current?.focus();
  }, [focus, isBusy]);

  const edit: FormPart["edit"] = (change) => {
    setValues(change);
    setSuccess("");
  };
  const part: FormPart = { values, errors, edit, isBusy };

  const send = async (status?: "draft" | "published") => {
    if (sending.current) return;
    setAttempted(true);
    setFailure(null);
    setStale(null);
    setSuccess("");
    setServerErrors({});
    const found = productFormProblems(values);
    const first = Object.keys(found)[0];
    if (first) {
      setFocus({ path: first, n: Date.now() });
      return;
    }
    sending.current = true;
    setIsBusy(true);
    try {
      if (!product) {
        await writes.create.mutateAsync({ body: staffProductInputOf(values, status) });
        const empty = emptyProductForm();
        setValues(empty);
        setBaseline(formFingerprint(empty));
        setAttempted(false);
        setGeneration((n) => n + 1);
        setSuccess(words.added);
      } else {
        const answer = await writes.update.mutateAsync({
          params: { path: { id: product._id } },
          body: { product: staffProductInputOf(values), updatedAt },
        });
        const saved = productFormOf(answer.data);
        setValues(saved);
        setBaseline(formFingerprint(saved));
        setUpdatedAt(answer.data.updatedAt);
        setAttempted(false);
        setGeneration((n) => n + 1);
        setSuccess(words.saved);
      }
      setFocus({ element: "success", n: Date.now() });
    } catch (error) {
      if (
        isApiError(error) &&
        error.status === 409 &&
        error.serverMessage !== catalogueWriteMessages.changedMeanwhile
      ) {
        // Refused, not stale: e.g. a published product without its declarations (the message names them).
        setFailure({ error });
        setFocus({ element: "failure", n: Date.now() });
      } else if (isApiError(error) && error.status === 409) {
        setStale(error.serverMessage ?? words.staleTitle);
        setFocus({ element: "stale", n: Date.now() });
      } else {
        const field = fieldOfRefusal(error, SERVER_FIELDS);
        if (field) {
          setServerErrors({ [field]: errorMessage(error, words.fallback) });
          setFocus({ path: field, n: Date.now() });
        } else {
          setFailure({ error });
          setFocus({ element: "failure", n: Date.now() });
        }
      }
    } finally {
      sending.current = false;
      setIsBusy(false);
    }
  };

  const reload = async () => {
    if (!product) return;
    setIsBusy(true);
    try {
      const fresh = await queryClient.fetchQuery(staffProductOptions(hooks, product._id));
      setValues((typed) => rebaseOnFresh(typed, fresh.data));
      setUpdatedAt(fresh.data.updatedAt);
      setStale(null);
      setSuccess(words.reloaded);
      setFocus({ element: "success", n: Date.now() });
    } catch (error) {
      setFailure({ error });
      setFocus({ element: "failure", n: Date.now() });
    } finally {
      setIsBusy(false);
    }
  };

  const changeStatus = async (status: ProductStatus) => {
    if (!product) return;
    setIsBusy(true);
    setFailure(null);
    setStatusDone("");
    try {
      const answer = await writes.status.mutateAsync({
        params: { path: { id: product._id } },
        body: { status },
      });
      setUpdatedAt(answer.data.updatedAt);
      setStatusDone(words.statusChanged(STATUS_ACTIONS[status]));
    } catch (error) {
      setFailure({ error });
      setFocus({ element: "failure", n: Date.now() });
    } finally {
      setIsBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(product ? undefined : "draft");
  };

  const listed = Object.entries(errors);
  let failureText: ReactNode = null;
  if (failure) {
    failureText = apiRefusalPanel(failure.error, PRODUCT_FORM_SCREEN) ?? (
      <p className={styles.failure}>{errorMessage(failure.error, words.fallback)}</p>
    );
  }

  return (
    <>
      {product ? (
        <ProductStatusPanel
          status={product.status}
          isBusy={isBusy}
          onChange={changeStatus}
          done={statusDone}
        />
      ) : null}
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={isBusy || undefined}
        aria-label={product ? words.editTitle(product.name) : words.addTitle}
      >
        {/* Always in the page, so screen readers announce what comes; empty, they take no room. */}
        <p ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          {success}
        </p>
        <div ref={failureRef} tabIndex={-1} role="alert" className={styles.message}>
          {failureText}
        </div>
        <div ref={staleRef} tabIndex={-1} role="alert" className={styles.message}>
          {stale ? (
            <div className={styles.notice}>
              <p>{stale}</p>
              <div>
                <Button variant="secondary" size="sm" onPress={reload} isDisabled={isBusy}>
                  {words.reload}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
        {listed.length > 0 ? (
          <section className={styles.summary} aria-labelledby="product-problems">
            <h2 id="product-problems" className={styles.summaryTitle}>
              {words.summaryTitle}
            </h2>
            <ul className={styles.summaryList}>
              {listed.map(([path, message]) => (
                <li key={path}>
                  <a
                    className={styles.summaryLink}
                    href={`#${fieldId(path)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(path);
                    }}
                  >
                    {`${placeOf(path, values)}${message}`}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Fragment key={generation}>
          <ProductBasicsFields {...part} />
          <ProductDetailsFields {...part} />
          <ColourVariantsFields {...part} />
          <ProductDeclarationsFields {...part} />
          <ProductPreview values={values} />
        </Fragment>
        <div className={styles.actions}>
          {product ? (
            <Button type="submit" isPending={isBusy} pendingLabel={words.saving}>
              {words.saveChanges}
            </Button>
          ) : (
            <>
              <Button type="submit" variant="secondary" isPending={isBusy} pendingLabel={words.saving}>
                {words.saveDraft}
              </Button>
              <Button isPending={isBusy} pendingLabel={words.saving} onPress={() => void send("published")}>
                {words.publish}
              </Button>
            </>
          )}
        </div>
      </form>
      {product ? <ProductHistory history={product.history} /> : null}
      <LeaveGuard isDirty={isDirty && !isBusy} />
    </>
  );
}
