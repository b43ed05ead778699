import { CheckboxGroup, FieldError, Label } from "react-aria-components";
import { CATEGORIES, PRODUCT_TAGS } from "../../../api/enums";
import { Checkbox } from "../../../components/Checkbox";
import { TextField } from "../../../components/TextField";
import { fieldLabel } from "../../../design/field.css";
import { formatRupees } from "../../../lib/money";
import { CATEGORY_LABELS, SUB_CATEGORY_LABELS, TAG_LABELS } from "../products/staffProductWords";
import { ChoiceField } from "./ChoiceField";
import { type FormPart, fieldId, problemProps } from "./formParts";
import * as styles from "./ProductFormScreen.css";
import {
  finalPriceOfForm,
  type ProductTag,
  subCategoriesOf,
  withCategory,
  withSubCategory,
} from "./productFormValues";
import { productFormWords as words } from "./productFormWords";

/** Name, description, the prices (the final price shown as it follows), category, tags and COD. */
export function ProductBasicsFields({ values, errors, edit, isBusy }: FormPart) {
  const text = (name: "name" | "description" | "price" | "discount" | "returnPolicy") => ({
    ...problemProps(errors, name),
    value: values[name],
    onChange: (value: string) => edit((v) => ({ ...v, [name]: value })),
    isDisabled: isBusy,
  });
  const finalPrice = finalPriceOfForm(values);
  return (
    <>
      <section className={styles.section} aria-labelledby="product-basics">
        <h2 id="product-basics" className={styles.sectionTitle}>
          {words.basics}
        </h2>
        <TextField label={words.name} isRequired {...text("name")} />
        <TextField label={words.description} isRequired multiline rows={4} {...text("description")} />
      </section>
      <section className={styles.section} aria-labelledby="product-pricing">
        <h2 id="product-pricing" className={styles.sectionTitle}>
          {words.pricing}
        </h2>
        <div className={styles.pair}>
          <TextField label={words.price} isRequired inputMode="numeric" {...text("price")} />
          <TextField label={words.discount} isRequired inputMode="numeric" {...text("discount")} />
        </div>
        <div className={styles.computed}>
          <p className={fieldLabel} id="product-final-price-label">
            {words.finalPrice}
          </p>
          <output
            className={styles.computedValue}
            aria-labelledby="product-final-price-label"
            aria-live="polite"
            data-testid="final-price"
          >
            {finalPrice === null ? "—" : formatRupees(finalPrice)}
          </output>
          <p className={styles.hint}>{words.finalPriceHint}</p>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="product-kind">
        <h2 id="product-kind" className={styles.sectionTitle}>
          {words.kind}
        </h2>
        <div className={styles.pair}>
          <ChoiceField
            id={fieldId("category")}
            label={words.category}
            placeholder={words.choose}
            options={CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
            value={values.category}
            onChange={(category) => edit((v) => withCategory(v, category))}
            errorMessage={errors.category}
            isDisabled={isBusy}
          />
          <ChoiceField
            id={fieldId("subCategory")}
            label={words.subCategory}
            placeholder={words.choose}
            options={subCategoriesOf(values.category).map((value) => ({
              value,
              label: SUB_CATEGORY_LABELS[value],
            }))}
            value={values.subCategory}
            onChange={(sub) => edit((v) => withSubCategory(v, sub))}
            errorMessage={errors.subCategory}
            isDisabled={isBusy}
          />
        </div>
        <TextField
          label={words.returnPolicy}
          isRequired
          inputMode="numeric"
          className={styles.grow}
          {...text("returnPolicy")}
        />
        <CheckboxGroup
          id={fieldId("tags")}
          className={styles.choice}
          value={values.tags}
          onChange={(tags) => edit((v) => ({ ...v, tags: tags as ProductTag[] }))}
          isInvalid={Boolean(errors.tags)}
          isDisabled={isBusy}
        >
          <Label className={fieldLabel}>{words.tags}</Label>
          <div className={styles.sizeTicks}>
            {PRODUCT_TAGS.map((tag) => (
              <Checkbox key={tag} value={tag}>
                {TAG_LABELS[tag]}
              </Checkbox>
            ))}
          </div>
          <FieldError className={styles.choiceError}>{errors.tags}</FieldError>
        </CheckboxGroup>
        <Checkbox
          isSelected={values.codAvailable}
          onChange={(codAvailable) => edit((v) => ({ ...v, codAvailable }))}
          isDisabled={isBusy}
        >
          {words.cod}
        </Checkbox>
      </section>
    </>
  );
}
