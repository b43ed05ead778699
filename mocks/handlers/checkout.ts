import type { components } from "../../src/api/schema";
import type { Order, OrderItem, SeedUser } from "../fixtures";
import { fail } from "./http";
import { computeTotals, db, nextMockId, nowIso, requireProduct, type StoredOrder } from "./state";

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

type CheckoutRequest = components["schemas"]["CheckoutRequest"];

/** A validated CheckoutRequest (the contract's defaults filled in) as the order to place. */
function checkoutInput(body: CheckoutRequest): CheckoutInput {
  const { productId, variantId, quantity, size } = body.product;
  return {
    name: body.name,
    email: body.email,
    phoneNumber: body.phoneNumber,
    ...(body.alternativeNumber ? { alternativeNumber: body.alternativeNumber } : {}),
    deliveryAddress: body.deliveryAddress,
    pincode: body.pincode,
    city: body.city,
    state: body.state,
    product: { productId, variantId, quantity, size },
    totalAmount: body.totalAmount,
    couponCode: body.couponCode,
    orderType: body.orderType,
    customizationId: body.customizationId,
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

/** Check the total, create and store the order (and its customized-order entry). */
export function placeOrder(
  body: CheckoutRequest,
  user: SeedUser,
  payment: Pick<Order, "paymentMode" | "paymentStatus" | "status" | "deliveryStatus">,
): StoredOrder {
  const input = checkoutInput(body);
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
