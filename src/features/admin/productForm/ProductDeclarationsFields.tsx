import { TextField } from "../../../components/TextField";
import {
  MAKER_ROLE_LABELS,
  MEASURE_LABELS,
  type Measure,
  MEASURES,
  missingDeclarations,
  requiredMeasures,
} from "../../../lib/productDeclarations";
import type { MakerRole } from "../../../api/types";
import { ChoiceField } from "./ChoiceField";
import { type FormPart, fieldId, problemProps } from "./formParts";
import * as styles from "./ProductFormScreen.css";
import { declarationsInputOf, soldSizesOf } from "./productFormValues";
import { productFormWords as words } from "./productFormWords";

const ROLES: readonly MakerRole[] = ["manufacturer", "marketer", "importer"];

type TextName = "makerName" | "makerAddress" | "countryOfOrigin" | "careEmail" | "carePhone";

/**
 * The product's Legal Metrology declarations (docs/decisions/product-declarations.md): who made, marketed
 * or imported it and their address, its country of origin, the consumer-care email and phone, and each
 * sold size's measurements in cm (the garment's required ones, and any others it already has). Above them,
 * what publishing still needs, in the words the server's refusal uses.
 */
export function ProductDeclarationsFields({ values, errors, edit, isBusy }: FormPart) {
  const text = (name: TextName) => ({
    ...problemProps(errors, `declarations.${name}`),
    value: values[name],
    onChange: (value: string) => edit((v) => ({ ...v, [name]: value })),
    isDisabled: isBusy,
  });
  const sizes = soldSizesOf(values);
  const needed: readonly Measure[] = values.subCategory ? requiredMeasures(values.subCategory) : [];
  const given = new Set(sizes.flatMap((size) => Object.keys(values.measurements[size] ?? {})));
  const measures = MEASURES.filter((m) => needed.includes(m) || given.has(m));
  const missing = values.subCategory
    ? missingDeclarations(declarationsInputOf(values), values.subCategory, sizes)
    : [];
  const setMeasure = (size: (typeof sizes)[number], measure: Measure, typed: string) =>
    edit((v) => ({
      ...v,
      measurements: { ...v.measurements, [size]: { ...v.measurements[size], [measure]: typed } },
    }));
  return (
    <section
      className={styles.section}
      aria-labelledby="product-declarations"
      aria-describedby="declarations-needed"
    >
      <h2 id="product-declarations" className={styles.sectionTitle}>
        {words.declarations}
      </h2>
      <p className={styles.hint}>{words.declarationsHint}</p>
      <p id="declarations-needed" className={styles.hint} data-testid="declarations-needed">
        {missing.length > 0 ? words.neededToPublish(missing) : values.subCategory ? words.readyToPublish : ""}
      </p>
      <div className={styles.pair}>
        <ChoiceField
          id={fieldId("declarations.makerRole")}
          label={words.makerRole}
          placeholder={words.choose}
          options={ROLES.map((value) => ({ value, label: MAKER_ROLE_LABELS[value] }))}
          value={values.makerRole}
          onChange={(makerRole) => edit((v) => ({ ...v, makerRole }))}
          isDisabled={isBusy}
        />
        <TextField label={words.makerName} {...text("makerName")} />
      </div>
      <TextField label={words.makerAddress} multiline rows={2} {...text("makerAddress")} />
      <div className={styles.pair}>
        <TextField label={words.countryOfOrigin} {...text("countryOfOrigin")} />
        <TextField label={words.careEmail} type="email" {...text("careEmail")} />
      </div>
      <div className={styles.pair}>
        <TextField label={words.carePhone} type="tel" {...text("carePhone")} />
      </div>
      <fieldset className={styles.colour}>
        <legend className={styles.sectionTitle}>{words.measurements}</legend>
        <p className={styles.hint}>{sizes.length > 0 ? words.measurementsHint : words.noSizesYet}</p>
        <ol className={styles.list}>
          {sizes.map((size) => (
            <li key={size} className={styles.row}>
              {measures.map((measure) => (
                <TextField
                  key={measure}
                  label={words.measurementLabel(size, MEASURE_LABELS[measure])}
                  className={styles.grow}
                  inputMode="decimal"
                  value={values.measurements[size]?.[measure] ?? ""}
                  isDisabled={isBusy}
                  onChange={(typed) => setMeasure(size, measure, typed)}
                  {...problemProps(errors, `measurements.${size}.${measure}`)}
                />
              ))}
            </li>
          ))}
        </ol>
      </fieldset>
    </section>
  );
}
