// The add-product form sent as multipart with its picture files (POST /product/create,
// docs/decisions/staff-catalogue.md#adding-a-product-with-its-picture-files): its bounds and its words,
// shared by the server and the mock handlers so both refuse a form alike.
import { MAX_PICTURE_BYTES } from "./pictureRules";

/** The whole form: a few phone photos (3–8 MB each) with the product's words. */
export const MAX_PRODUCT_FORM_BYTES = 40 * 1024 * 1024;
/** Picture files in one form: 20 colours × 10 pictures is what the JSON call allows, far more than one
 * request should carry; more pictures are added to the product afterwards. */
export const MAX_PRODUCT_FORM_FILES = 20;
/** Parts (fields and files) in one form: 20 colours × (colour, swatch, 12 sizes × 2) plus the details. */
export const MAX_PRODUCT_FORM_PARTS = 800;
/** A field's name, e.g. `variants[19][sizes][11][stock]`. */
export const MAX_PRODUCT_FORM_NAME_LENGTH = 80;
/** A text field's value: the description's 5000 characters. */
export const MAX_PRODUCT_FORM_VALUE_LENGTH = 5000;

export const productFormMessages = {
  required: (field: string) => `${field} is required. Please fill the field.`,
  imagesRequired: "images is required. Please add at least one image.",
  tooLarge: `The form is too large: at most ${MAX_PRODUCT_FORM_BYTES / (1024 * 1024)} MB with its pictures, each at most ${MAX_PICTURE_BYTES / (1024 * 1024)} MB`,
  tooManyFiles: `At most ${MAX_PRODUCT_FORM_FILES} pictures can be sent with a product; add more from its page afterwards.`,
  tooManyParts: `The form has too many fields (at most ${MAX_PRODUCT_FORM_PARTS}).`,
  notAForm: "The request must be a multipart/form-data form.",
  unknownField: (name: string) =>
    `${name.slice(0, MAX_PRODUCT_FORM_NAME_LENGTH)} is not a field of this form.`,
  tooLong: (field: string) => `${field} is too long (at most ${MAX_PRODUCT_FORM_VALUE_LENGTH} characters).`,
  notAFile: (field: string) => `${field} must be a picture file.`,
  notText: (field: string) => `${field} must be text, not a file.`,
  fileTooLarge: (field: string) => `${field} is larger than ${MAX_PICTURE_BYTES / (1024 * 1024)} MB.`,
} as const;
