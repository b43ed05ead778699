import { Button } from "../../../components/Button";
import { TextField } from "../../../components/TextField";
import { fieldLabel } from "../../../design/field.css";
import { type FormPart, problemProps } from "./formParts";
import * as styles from "./ProductFormScreen.css";
import { newKey, type TextRow } from "./productFormValues";
import { productFormWords as words } from "./productFormWords";

interface LinesProps extends FormPart {
  name: "features" | "materialAndCare";
  title: string;
  lineLabel: (n: number) => string;
  addLabel: string;
}

/** A list of one-line entries (features, material and care): add a line, type it, remove it. */
function LinesField({ values, errors, edit, isBusy, name, title, lineLabel, addLabel }: LinesProps) {
  const rows = values[name];
  const setRows = (change: (rows: TextRow[]) => TextRow[]) =>
    edit((v) => ({ ...v, [name]: change(v[name]) }));
  return (
    <fieldset className={styles.colour}>
      <legend className={fieldLabel}>{title}</legend>
      <ol className={styles.list}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.row}>
            <TextField
              label={lineLabel(index + 1)}
              className={styles.grow}
              value={row.text}
              isDisabled={isBusy}
              onChange={(text) => setRows((all) => all.map((r) => (r.key === row.key ? { ...r, text } : r)))}
              {...problemProps(errors, `${name}.${row.key}`)}
            />
            <Button
              variant="ghost"
              size="sm"
              isDisabled={isBusy}
              onPress={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              {words.removeRow(lineLabel(index + 1))}
            </Button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isBusy}
          onPress={() => setRows((all) => [...all, { key: newKey("l"), text: "" }])}
        >
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

/** The product page's details: overview, features, material and care, and specifications (name + value). */
export function ProductDetailsFields(part: FormPart) {
  const { values, errors, edit, isBusy } = part;
  const specs = values.specifications;
  const setSpec = (key: string, change: { name?: string; value?: string }) =>
    edit((v) => ({
      ...v,
      specifications: v.specifications.map((s) => (s.key === key ? { ...s, ...change } : s)),
    }));
  return (
    <section className={styles.section} aria-labelledby="product-details">
      <h2 id="product-details" className={styles.sectionTitle}>
        {words.details}
      </h2>
      <TextField
        label={words.overview}
        multiline
        rows={3}
        value={values.overview}
        isDisabled={isBusy}
        onChange={(overview) => edit((v) => ({ ...v, overview }))}
        {...problemProps(errors, "overview")}
      />
      <LinesField
        {...part}
        name="features"
        title={words.features}
        lineLabel={words.feature}
        addLabel={words.addFeature}
      />
      <LinesField
        {...part}
        name="materialAndCare"
        title={words.materialAndCare}
        lineLabel={words.careLine}
        addLabel={words.addCareLine}
      />
      <fieldset className={styles.colour}>
        <legend className={fieldLabel}>{words.specifications}</legend>
        <ol className={styles.list}>
          {specs.map((spec, index) => (
            <li key={spec.key} className={styles.row}>
              <TextField
                label={words.specName(index + 1)}
                className={styles.grow}
                value={spec.name}
                isDisabled={isBusy}
                onChange={(name) => setSpec(spec.key, { name })}
                {...problemProps(errors, `specifications.${spec.key}.name`)}
              />
              <TextField
                label={words.specValue(index + 1)}
                className={styles.grow}
                value={spec.value}
                isDisabled={isBusy}
                onChange={(value) => setSpec(spec.key, { value })}
                {...problemProps(errors, `specifications.${spec.key}.value`)}
              />
              <Button
                variant="ghost"
                size="sm"
                isDisabled={isBusy}
                onPress={() =>
                  edit((v) => ({ ...v, specifications: v.specifications.filter((s) => s.key !== spec.key) }))
                }
              >
                {words.removeRow(`specification ${index + 1}`)}
              </Button>
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isBusy}
            onPress={() =>
              edit((v) => ({
                ...v,
                specifications: [...v.specifications, { key: newKey("s"), name: "", value: "" }],
              }))
            }
          >
            {words.addSpecification}
          </Button>
        </div>
      </fieldset>
    </section>
  );
}
