import { describe, expect, it } from "vitest";
import { mergeValues } from "../../src/components/Form/useForm";

describe("mergeValues (a form's values after setValues)", () => {
  const values = { pincode: "560001", city: "Bengaluru", state: "Karnataka" };

  it("writes the changed values over the others, in a new object", () => {
    const next = mergeValues(values, { city: "Mysuru" });
    expect(next).toEqual({ pincode: "560001", city: "Mysuru", state: "Karnataka" });
    expect(next).not.toBe(values);
    expect(values.city).toBe("Bengaluru");
  });

  it("answers the same object when nothing changes, so the form does not render again", () => {
    expect(mergeValues(values, { city: "Bengaluru", state: "Karnataka" })).toBe(values);
    expect(mergeValues(values, {})).toBe(values);
  });

  it("counts a field cleared as a change", () => {
    expect(mergeValues(values, { city: "" })).toEqual({ ...values, city: "" });
  });
});
