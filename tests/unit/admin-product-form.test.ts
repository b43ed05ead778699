// The staff product form's pure rules (src/features/admin/productForm/productFormValues.ts): the shop's
// required-field and no-image messages, the final price, the StaffProductInput it sends, and a stale copy
// brought up to date without losing what was typed.
import { describe, expect, it } from "vitest";
import { staffProductsForEditing } from "../../mocks/fixtures";
import {
  emptyProductForm,
  finalPriceOfForm,
  formFingerprint,
  type ProductFormValues,
  productFormOf,
  productFormProblems,
  rebaseOnFresh,
  staffProductInputOf,
  withBulkStock,
  withSubCategory,
} from "../../src/features/admin/productForm/productFormValues";

const SRC = "/files/pictures/3b7e1c0d9a4f5e6b8c2d1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d-400.webp";

function filled(): ProductFormValues {
  const form = emptyProductForm();
  const [variant] = form.variants;
  return {
    ...form,
    name: " Indigo Overshirt ",
    description: "A heavy cotton shacket.",
    price: "2499",
    discount: "20",
    category: "upperwear",
    subCategory: "shacket",
    returnPolicy: "15",
    tags: ["newarrival"],
    features: [{ key: "f1", text: "Two chest pockets" }],
    specifications: [{ key: "s1", name: "Fabric", value: "Cotton twill" }],
    variants: [
      {
        ...variant,
        color: "Indigo",
        colorHex: "#2b3a67",
        sizes: [
          { size: "XL", stock: "4" },
          { size: "M", stock: "10" },
        ],
        pictures: [{ key: "p1", fileName: "front.jpg", state: "ready", progress: 1, src: SRC, alt: "Front" }],
      },
    ],
  };
}

describe("the staff product form", () => {
  it("asks for every required field in the shop's words, and for at least one image per colour", () => {
    const problems = productFormProblems(emptyProductForm());
    expect(problems.name).toBe("name is required. Please fill the field.");
    expect(problems.description).toBe("description is required. Please fill the field.");
    expect(problems.price).toBe("price is required. Please fill the field.");
    expect(problems.category).toBe("category is required. Please fill the field.");
    expect(problems.subCategory).toBe("subCategory is required. Please fill the field.");
    expect(problems.returnPolicy).toBe("returnPolicy is required. Please fill the field.");
    expect(problems.tags).toBe("tags is required. Please fill the field.");
    const images = Object.entries(problems).find(([path]) => path.endsWith(".images"));
    expect(images?.[1]).toBe("images is required. Please add at least one image.");
    expect(problems.discount).toBeUndefined();
  });

  it("finds nothing wrong with a filled form, and refuses out-of-range numbers and missing alt text", () => {
    expect(productFormProblems(filled())).toEqual({});
    const wrong = filled();
    wrong.discount = "95";
    wrong.price = "12.5";
    wrong.variants[0].pictures[0].alt = " ";
    const problems = productFormProblems(wrong);
    expect(problems.discount).toBe("discount must be a whole number from 0 to 90.");
    expect(problems.price).toBe("price must be a whole number from 1 to 1000000.");
    expect(problems[`variants.${wrong.variants[0].key}.pictures.p1.alt`]).toBe(
      "alt is required. Please fill the field.",
    );
  });

  it("holds saving while a picture is still uploading", () => {
    const form = filled();
    form.variants[0].pictures.push({
      key: "p2",
      fileName: "back.jpg",
      state: "uploading",
      progress: 0.4,
      alt: "Back",
    });
    expect(productFormProblems(form)[`variants.${form.variants[0].key}.images`]).toBe(
      "Wait until every picture is ready, then save.",
    );
  });

  it("shows the final price as price − price × discount / 100, rounded down", () => {
    expect(finalPriceOfForm({ price: "2499", discount: "20" })).toBe(1999);
    expect(finalPriceOfForm({ price: "999", discount: "33" })).toBe(669);
    expect(finalPriceOfForm({ price: "", discount: "20" })).toBeNull();
  });

  it("sends StaffProductInput: trimmed words, numbers, sizes in the shop's order, pictures in their order", () => {
    const input = staffProductInputOf(filled(), "published");
    expect(input).toEqual({
      name: "Indigo Overshirt",
      description: "A heavy cotton shacket.",
      price: 2499,
      discount: 20,
      category: "upperwear",
      subCategory: "shacket",
      returnPolicy: 15,
      tags: ["newarrival"],
      codAvailable: true,
      productDetails: {
        features: ["Two chest pockets"],
        materialAndCare: [],
        specifications: [{ name: "Fabric", value: "Cotton twill" }],
      },
      variants: [
        {
          color: "Indigo",
          colorHex: "#2b3a67",
          sizes: [
            { size: "M", stock: 10 },
            { size: "XL", stock: 4 },
          ],
          images: [{ src: SRC, alt: "Front" }],
        },
      ],
      declarations: { measurements: [] },
      status: "published",
    });
  });

  it("sends the declarations given, a measurement row per sold size, and refuses what the contract would", () => {
    const form = {
      ...filled(),
      makerRole: "importer" as const,
      makerName: " Rangrez Apparel Pvt. Ltd. ",
      countryOfOrigin: "Bangladesh",
      careEmail: "care@rangrez.in",
      carePhone: "+91 98765 43210",
      measurements: { M: { chest: "114", length: "74", shoulder: "48.5" }, L: { chest: "120" } },
    };
    expect(staffProductInputOf(form).declarations).toEqual({
      makerRole: "importer",
      makerName: "Rangrez Apparel Pvt. Ltd.",
      countryOfOrigin: "Bangladesh",
      careEmail: "care@rangrez.in",
      carePhone: "+91 98765 43210",
      // L is not sold: its row is not sent; XL has nothing typed yet.
      measurements: [{ size: "M", chest: 114, length: 74, shoulder: 48.5 }],
    });
    expect(productFormProblems(form)).toEqual({});
    const wrong = {
      ...form,
      countryOfOrigin: "<b>",
      carePhone: "call",
      measurements: { M: { chest: "11.3" } },
    };
    expect(productFormProblems(wrong)).toEqual({
      "declarations.countryOfOrigin": "Country of origin must be a country's name in English letters.",
      "declarations.carePhone": "Consumer-care phone must be a phone number of digits, spaces and dashes.",
      "measurements.M.chest": "Give centimetres from 1 to 300, e.g. 101 or 101.5.",
    });
  });

  it("reads a saved product's declarations back unchanged", () => {
    const product = staffProductsForEditing[0];
    expect(staffProductInputOf(productFormOf(product)).declarations).toEqual(product.declarations);
  });

  it("reads a saved product back into the form unchanged, each size remembering the count it was loaded with", () => {
    const product = staffProductsForEditing[0];
    const form = productFormOf(product);
    const input = staffProductInputOf(form);
    expect(input.name).toBe(product.name);
    expect(input.variants.map((v) => v._id)).toEqual(product.variants.map((v) => v._id));
    expect(input.variants[0].sizes).toEqual(
      product.variants[0].sizes.map(({ size, stock }) => ({ size, stock, stockWas: stock })),
    );
    expect(input.variants[0].images).toEqual(product.variants[0].images);
  });

  it("a jeans sub-category unticks letter sizes and sets the category", () => {
    const form = withSubCategory(filled(), "jeans");
    expect(form.category).toBe("bottomwear");
    expect(form.variants[0].sizes).toEqual([]);
  });

  it("sets or adds stock to every ticked size", () => {
    expect(withBulkStock(filled(), 7, "set").variants[0].sizes.map((s) => s.stock)).toEqual(["7", "7"]);
    expect(withBulkStock(filled(), 5, "add").variants[0].sizes.map((s) => s.stock)).toEqual(["9", "15"]);
  });

  it("after a stale save, keeps what was typed and moves stock by what staff changed on today's counts", () => {
    const product = staffProductsForEditing[0];
    const form = productFormOf(product);
    const [first] = form.variants;
    form.name = "Typed name";
    // Staff added 5 pieces to the first size and left the second alone; meanwhile 2 of each were sold.
    first.sizes[0] = { ...first.sizes[0], stock: String(Number(first.sizes[0].stock) + 5) };
    const fresh = structuredClone(product);
    fresh.variants[0].sizes = fresh.variants[0].sizes.map((s) => ({ ...s, stock: s.stock - 2 }));
    const rebased = rebaseOnFresh(form, fresh);
    expect(rebased.name).toBe("Typed name");
    const was = product.variants[0].sizes;
    expect(rebased.variants[0].sizes[0]).toEqual({
      size: was[0].size,
      stock: String(was[0].stock - 2 + 5),
      stockWas: was[0].stock - 2,
    });
    expect(rebased.variants[0].sizes[1]).toEqual({
      size: was[1].size,
      stock: String(was[1].stock - 2),
      stockWas: was[1].stock - 2,
    });
  });

  it("counts typing as a change, and a form back to what it was as none", () => {
    const form = filled();
    const before = formFingerprint(form);
    expect(formFingerprint({ ...form, name: "Other" })).not.toBe(before);
    expect(formFingerprint({ ...form })).toBe(before);
  });
});
