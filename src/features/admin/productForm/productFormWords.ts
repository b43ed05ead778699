// The staff add/edit product screen's words, in one place for the screen, its stories and tests. The
// required-field, no-image, success and fallback texts are the shop's own (docs/decisions/staff-catalogue.md#the-add-and-edit-product-screen).
import type { ProductStatus } from "../../../api/types";
import { catalogueWriteMessages } from "../../../lib/catalogueWriteMessages";

export const productFormWords = {
  addTitle: "Add product",
  editTitle: (name: string) => `Edit product: ${name}`,
  editTitleLoading: "Edit product",
  /** The screen's name in the staff area's refusal panels (staffMessages). */
  screenName: "product editor",
  loading: "Loading product",
  loadFailed: "The product could not be loaded.",
  tryAgain: "Try again",
  backToProducts: "Back to products",

  required: (field: string) => `${field} is required. Please fill the field.`,
  imagesRequired: "images is required. Please add at least one image.",
  added: catalogueWriteMessages.added,
  fallback: "something wrong check all the fields and submit again..",
  wholeNumber: (field: string, least: number, most: number) =>
    `${field} must be a whole number from ${least} to ${most}.`,
  stillUploading: "Wait until every picture is ready, then save.",
  summaryTitle: "Please fix these fields",

  basics: "Product",
  name: "Name",
  description: "Description",
  pricing: "Price",
  price: "Price (MRP, ₹)",
  discount: "Discount (%)",
  finalPrice: "Final price",
  finalPriceHint: "Price − price × discount / 100, rounded down. The shop charges this.",
  kind: "Category and tags",
  category: "Category",
  subCategory: "Sub-category",
  choose: "Choose…",
  returnPolicy: "Return policy (days)",
  tags: "Tags",
  cod: "Cash on delivery available",

  details: "Product page details",
  overview: "Overview",
  features: "Features",
  feature: (n: number) => `Feature ${n}`,
  addFeature: "Add feature",
  materialAndCare: "Material and care",
  careLine: (n: number) => `Material and care ${n}`,
  addCareLine: "Add material and care line",
  specifications: "Specifications",
  specName: (n: number) => `Specification ${n} name`,
  specValue: (n: number) => `Specification ${n} value`,
  addSpecification: "Add specification",
  removeRow: (what: string) => `Remove ${what}`,

  declarations: "Legal declarations",
  declarationsHint:
    "Shown on the product page, as the Legal Metrology rules ask of a shop selling online. A draft may leave them blank; a product cannot be published without them.",
  makerRole: "Declared by",
  makerName: "Their name",
  makerAddress: "Their address",
  countryOfOrigin: "Country of origin",
  careEmail: "Consumer-care email",
  carePhone: "Consumer-care phone",
  measurements: "Measurements per size (cm)",
  measurementsHint: "Garment measurements in centimetres for every size sold; halves allowed (e.g. 101.5).",
  measurementLabel: (size: string, measure: string) => `${measure} of size ${size} (cm)`,
  noSizesYet: "Tick the sizes of a colour below first.",
  neededToPublish: (missing: readonly string[]) => `Needed to publish: ${missing.join("; ")}.`,
  readyToPublish: "Everything needed to publish is given.",
  countryName: "Country of origin must be a country's name in English letters.",
  email: "Consumer-care email must be an email address.",
  phone: "Consumer-care phone must be a phone number of digits, spaces and dashes.",
  centimetres: "Give centimetres from 1 to 300, e.g. 101 or 101.5.",

  colours: "Colours, sizes and stock",
  addColour: "Add colour",
  colour: (n: number, name: string) => (name ? `Colour ${n}: ${name}` : `Colour ${n}`),
  colourName: "Colour name",
  swatch: "Swatch colour",
  removeColour: (name: string) => `Remove colour ${name}`,
  sizes: "Sizes",
  stockOf: (size: string) => `Stock of ${size}`,
  bulkPieces: "Pieces",
  setAll: (n: string) => `Set all to ${n || "N"}`,
  addToAll: (n: string) => `Add ${n || "N"} to all`,
  bulkHint: "For every ticked size of every colour.",

  pictures: "Pictures",
  picturesOf: (colour: string) => `Pictures of ${colour || "this colour"}`,
  addPictures: (colour: string) => `Add pictures of ${colour || "this colour"}`,
  picturesHint: "JPEG, PNG, WebP or AVIF, at least 800 × 1000 pixels. The first picture is the card picture.",
  uploading: (file: string) => `Uploading ${file}`,
  processing: "processing",
  cardPicture: "Card picture",
  alt: "Alt text",
  altHint: "What the picture shows, for shoppers who cannot see it.",
  moveUp: "Move up",
  moveDown: "Move down",
  removePicture: "Remove",
  pictureRefused: (file: string, message: string) => `${file}: ${message}`,
  pictureMoved: (file: string, place: number, count: number) =>
    `${file} moved to place ${place} of ${count}.`,
  dragHint: "Drag a picture, or use Move up and Move down, to change the order.",

  preview: "Preview",
  previewHint: "How shoppers will see it: the card in listings and the top of the product page.",
  previewCard: "Card",
  previewPage: "Product page",
  previewNoPicture: "Add a ready picture to see it here.",

  saveDraft: "Save draft",
  publish: "Publish",
  saveChanges: "Save changes",
  saving: "Saving…",
  saved: "Changes saved.",

  status: "Status",
  statusChanged: (label: string) => `Status: ${label}.`,
  toDraft: "Move to drafts",
  archive: "Archive",
  restore: "Restore as draft",
  staleTitle: "Someone else changed this product",
  reload: "Reload their changes",
  reloaded:
    "Reloaded. Your typed values are kept; stock moves by what you changed. Check the form and save again.",

  history: "History",
  noHistory: "No changes yet.",
  historyFields: (fields: readonly string[]) => (fields.length > 0 ? fields.join(", ") : ""),

  leaveTitle: "Leave without saving?",
  leaveText: "Your changes to this product are not saved. If you leave now they are lost.",
  stay: "Stay",
  leave: "Leave",
} as const;

export const STATUS_ACTIONS: Record<ProductStatus, string> = {
  draft: "Moved to drafts",
  published: "Published",
  archived: "Archived",
};

/** An audit row's action in words. */
export const HISTORY_ACTIONS: Record<string, string> = {
  created: "Added",
  updated: "Changed",
  draft: "Moved to drafts",
  published: "Published",
  archived: "Archived",
};
