import { type Order, type OrderItem, SIZES, type SeedUser } from "../fixtures";
import { fail } from "./http";
import { computeTotals, db, nextMockId, nowIso, requireProduct, type StoredOrder } from "./state";
import { PHONE_RULE, PINCODE_RULE } from "../../src/lib/accountRules";
import {
  email,
  type Json,
  integer,
  object,
  oneOf,
  optionalInteger,
  optionalOneOf,
  optionalString,
  readBody,
  string,
} from "./validate";

export interface CheckoutInput {
  name: string;
  email: string;
  phoneNumber: string;
  alternativeNumber?: string;
  deliveryAddress: string;
  pincode: string;
  city: string;
  state: string;
  product: { productId: string; variantId: string; quantity: number; size: OrderItem["size"] };
  totalAmount: number;
  couponCode?: string;
  orderType: "normal" | "customize";
  customizationId?: string;
}

function parseCheckout(body: Json): CheckoutInput {
  const name = string(body, "name", { max: 100 });
  const mail = email(body);
  const alternativeNumber = optionalString(body, "alternativeNumber", {
    pattern: PHONE_RULE,
    patternMessage: "alternativeNumber must be 10 digits",
  });
  const phoneNumber = string(body, "phoneNumber", {
    pattern: PHONE_RULE,
    patternMessage: "phoneNumber must be 10 digits",
  });
  const deliveryAddress = string(body, "deliveryAddress", { max: 500 });
  const pincode = string(body, "pincode", {
    pattern: PINCODE_RULE,
    patternMessage: "pincode must be 6 digits",
  });
  const city = string(body, "city");
  const state = string(body, "state");
  const product = object(body, "product");
  const productId = string(product, "productId", { max: 64 }, "product.productId");
  const variantId = string(product, "variantId", { max: 64 }, "product.variantId");
  const quantity = integer(product, "quantity", { min: 1, max: 5 }, "product.quantity");
  optionalInteger(product, "price", { min: 0 }, "product.price");
  const size = oneOf(product, "size", SIZES, "product.size");
  const totalAmount = integer(body, "totalAmount", { min: 0 });
  const couponCode = optionalString(body, "couponCode", { max: 30 });
  const orderType = optionalOneOf(body, "orderType", ["normal", "customize"] as const) ?? "normal";
  const customizationId = optionalString(body, "customizationId", { min: 1, max: 64 });
  if (orderType === "customize" && !customizationId)
    fail(400, "customizationId is required for a customized order");
  return {
    name,
    email: mail,
    phoneNumber,
    ...(alternativeNumber ? { alternativeNumber } : {}),
    deliveryAddress,
    pincode,
    city,
    state,
    product: { productId, variantId, quantity, size },
    totalAmount,
    couponCode,
    orderType,
    customizationId,
  };
}

function orderItem(user: SeedUser, input: CheckoutInput): { item: OrderItem; commit: () => void } {
  const { productId, variantId, quantity, size } = input.product;
  if (input.orderType === "customize") {
    const design = db.customizations.find((c) => c._id === input.customizationId && c.userId === user._id);
    if (!design) fail(404, "Customization not found");
    const type = design.type === "hoodie" ? "Hoodie" : "T-Shirt";
    return {
      item: {
        _id: nextMockId("oi"),
        productId,
        variantId,
        name: `Custom ${type} - ${design.color}`,
        image: design.productImages.front,
        color: design.color,
        size: design.size,
        quantity,
        price: design.price,
      },
      commit: () => undefined,
    };
  }
  const product = requireProduct(productId);
  const variant = product.variants.find((v) => v._id === variantId) ?? fail(404, "Variant not found");
  const stock = variant.sizes.find((s) => s.size === size);
  if (!stock || stock.stock < quantity) fail(409, `Size ${size} is out of stock`);
  return {
    item: {
      _id: nextMockId("oi"),
      productId,
      variantId,
      name: product.name,
      image: variant.images[0] ?? "",
      color: variant.color,
      size,
      quantity,
      price: product.finalPrice,
    },
    commit: () => {
      stock.stock -= quantity;
    },
  };
}

/** Validate the body, check the total, create and store the order (and its customized-order entry). */
export async function placeOrder(
  request: Request,
  user: SeedUser,
  payment: Pick<Order, "paymentMode" | "paymentStatus" | "status" | "deliveryStatus">,
): Promise<StoredOrder> {
  const input = parseCheckout(await readBody(request));
  const { item, commit } = orderItem(user, input);
  const totals = computeTotals([item], input.couponCode);
  if (input.totalAmount !== totals.totalAmount) {
    fail(409, `totalAmount ${input.totalAmount} does not match the order total ${totals.totalAmount}`);
  }
  commit();
  const _id = nextMockId("ord");
  const order: Order = {
    _id,
    createdAt: nowIso(),
    name: input.name,
    email: input.email,
    phoneNumber: input.phoneNumber,
    ...(input.alternativeNumber ? { alternativeNumber: input.alternativeNumber } : {}),
    deliveryAddress: input.deliveryAddress,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    items: [item],
    ...totals,
    couponCode: input.couponCode ? input.couponCode.trim().toUpperCase() : null,
    ...payment,
    trackingId: `RGZ${_id.replace(/\D/g, "").padStart(6, "0")}TRK`,
  };
  const stored: StoredOrder = {
    userId: user._id,
    kind: input.orderType === "customize" ? "customise" : "normal",
    order,
  };
  db.orders.push(stored);
  if (input.orderType === "customize" && input.customizationId) {
    db.customizedOrders.push({
      userId: user._id,
      order: {
        _id: nextMockId("cord"),
        invoiceDate: order.createdAt,
        name: item.name,
        image: item.image,
        city: order.city,
        totalAmount: order.totalAmount,
        status: order.status,
        deliveryStatus: order.deliveryStatus,
        paymentMode: order.paymentMode,
        email: order.email,
        phoneNumber: order.phoneNumber,
        customizationId: input.customizationId,
      },
    });
  }
  return stored;
}
