import { useState } from "react";
import { CheckboxGroup, Label } from "react-aria-components";
import { Button } from "../../../components/Button";
import { Checkbox } from "../../../components/Checkbox";
import { TextField } from "../../../components/TextField";
import { fieldLabel } from "../../../design/field.css";
import { type FormPart, fieldId, problemProps } from "./formParts";
import * as styles from "./ProductFormScreen.css";
import {
  newVariant,
  type Size,
  sizeChoicesOf,
  type VariantDraft,
  wholeNumberOf,
  withBulkStock,
} from "./productFormValues";
import { productFormWords as words } from "./productFormWords";
import { VariantPictures } from "./VariantPictures";

function ColourFields({ variant, index, part }: { variant: VariantDraft; index: number; part: FormPart }) {
  const { values, errors, edit, isBusy } = part;
  const at = `variants.${variant.key}`;
  const change = (next: (v: VariantDraft) => VariantDraft) =>
    edit((all) => ({ ...all, variants: all.variants.map((v) => (v.key === variant.key ? next(v) : v)) }));
  const choices = sizeChoicesOf(values.subCategory);
  const tick = (sizes: string[]) =>
    change((v) => ({
      ...v,
      sizes: choices
        .filter((size) => sizes.includes(size))
        .map((size) => v.sizes.find((s) => s.size === size) ?? { size, stock: "0" }),
    }));
  const title = words.colour(index + 1, variant.color.trim());
  return (
    <section className={styles.colour} aria-label={title}>
      <h3 className={styles.colourTitle}>{title}</h3>
      <div className={styles.row}>
        <TextField
          label={words.colourName}
          isRequired
          className={styles.grow}
          value={variant.color}
          isDisabled={isBusy}
          onChange={(color) => change((v) => ({ ...v, color }))}
          {...problemProps(errors, `${at}.color`)}
        />
        <div className={styles.choice}>
          <label className={fieldLabel} htmlFor={fieldId(`${at}.colorHex`)}>
            {words.swatch}
          </label>
          <input
            id={fieldId(`${at}.colorHex`)}
            type="color"
            className={styles.swatchInput}
            value={variant.colorHex}
            disabled={isBusy}
            onChange={(event) => change((v) => ({ ...v, colorHex: event.target.value }))}
          />
        </div>
        {values.variants.length > 1 ? (
          <Button
            variant="ghost"
            size="sm"
            isDisabled={isBusy}
            onPress={() =>
              edit((all) => ({ ...all, variants: all.variants.filter((v) => v.key !== variant.key) }))
            }
          >
            {words.removeColour(variant.color.trim() || String(index + 1))}
          </Button>
        ) : null}
      </div>
      <CheckboxGroup
        id={fieldId(`${at}.sizes`)}
        className={styles.choice}
        value={variant.sizes.map((s) => s.size)}
        onChange={tick}
        isInvalid={Boolean(errors[`${at}.sizes`])}
        isDisabled={isBusy}
        aria-label={`${words.sizes}: ${title}`}
      >
        <Label className={fieldLabel}>{words.sizes}</Label>
        <div className={styles.sizeTicks}>
          {choices.map((size) => (
            <Checkbox key={size} value={size}>
              {size}
            </Checkbox>
          ))}
        </div>
        {errors[`${at}.sizes`] ? <p className={styles.choiceError}>{errors[`${at}.sizes`]}</p> : null}
      </CheckboxGroup>
      {variant.sizes.length > 0 ? (
        <div className={styles.stockGrid}>
          {variant.sizes.map((size) => (
            <TextField
              key={size.size}
              label={words.stockOf(size.size)}
              inputMode="numeric"
              value={size.stock}
              isDisabled={isBusy}
              onChange={(stock) =>
                change((v) => ({
                  ...v,
                  sizes: v.sizes.map((s) => (s.size === size.size ? { ...s, stock } : s)),
                }))
              }
              {...problemProps(errors, `${at}.stock.${size.size as Size}`)}
            />
          ))}
        </div>
      ) : null}
      <VariantPictures variant={variant} isFirstColour={index === 0} part={part} />
    </section>
  );
}

/** Set every ticked size's stock at once, or add to each ("Set all to N", "Add N to all"). */
function BulkStock({ edit, isBusy }: Pick<FormPart, "edit" | "isBusy">) {
  const [pieces, setPieces] = useState("");
  const n = wholeNumberOf(pieces);
  const shown = n === null ? "" : String(n);
  return (
    <div className={styles.bulk}>
      <div className={styles.row}>
        <TextField
          label={words.bulkPieces}
          aria-describedby="product-bulk-hint"
          inputMode="numeric"
          value={pieces}
          onChange={setPieces}
          isDisabled={isBusy}
        />
        <Button
          variant="secondary"
          size="sm"
          isDisabled={n === null || isBusy}
          onPress={() => n !== null && edit((v) => withBulkStock(v, n, "set"))}
        >
          {words.setAll(shown)}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={n === null || isBusy}
          onPress={() => n !== null && edit((v) => withBulkStock(v, n, "add"))}
        >
          {words.addToAll(shown)}
        </Button>
      </div>
      <p id="product-bulk-hint" className={styles.hint}>
        {words.bulkHint}
      </p>
    </div>
  );
}

/** The colours: each with its name, swatch, sizes and each size's stock, and its pictures. */
export function ColourVariantsFields(part: FormPart) {
  const { values, errors, edit, isBusy } = part;
  return (
    <section className={styles.section} aria-labelledby="product-colours">
      <h2 id="product-colours" className={styles.sectionTitle}>
        {words.colours}
      </h2>
      <BulkStock edit={edit} isBusy={isBusy} />
      {values.variants.map((variant, index) => (
        <ColourFields key={variant.key} variant={variant} index={index} part={part} />
      ))}
      {errors.variants ? (
        <p className={styles.choiceError} id={`${fieldId("variants")}-error`}>
          {errors.variants}
        </p>
      ) : null}
      <div>
        <Button
          id={fieldId("variants")}
          variant="secondary"
          isDisabled={isBusy}
          aria-describedby={errors.variants ? `${fieldId("variants")}-error` : undefined}
          onPress={() => edit((v) => ({ ...v, variants: [...v.variants, newVariant()] }))}
        >
          {words.addColour}
        </Button>
      </div>
    </section>
  );
}
