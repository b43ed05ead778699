// The mocks' only state: what a story's flow changes and then reads back. Who is signed in, and that
// shopper's address book, cart lines and wishlisted product ids; for a guest, the lines of their bag. Everything else the handlers answer comes
// straight from the fixtures. Reset before every story (.storybook/preview.tsx) and every unit test
// (tests/support/resetMockStore.ts); a story seeds it in its beforeEach (`mockSignIn(users[1]._id)`).
//
// There are no cookies: the signed-in shopper is the store's `user`, set by `mockSignIn` or by the
// login, register and social-login handlers, and cleared by `mockSignOut` or POST /auth/logout.
import {
  type Address,
  type CartItem,
  type Complaint,
  carts,
  shopper,
  type User,
  users,
  wishlists,
} from "../fixtures";
import { authMessages } from "../../src/lib/accountApiMessages";
import { fail } from "./http";

export interface MockStore {
  /** The signed-in shopper (without their address: that is the book's default), or null for a guest. */
  user: Omit<User, "address"> | null;
  /** The shopper's address book, in the order it was saved. */
  addresses: Address[];
  /** The signed-in shopper's cart lines, or a guest's bag. */
  cartLines: CartItem[];
  /** The coupon kept with the bag (PUT /cart/coupon), as stored (upper case), or null. */
  cartCoupon: string | null;
  wishlistIds: string[];
  /** Saved designs taken off the wishlist this session (by wishlistId): the list leaves them out. */
  unlistedDesigns: string[];
  /** The shopper's choice about offers by email (My Account › Privacy), and when they made it. */
  marketing: { marketingEmails: boolean; chosenAt: string | null };
  /** Complaint tickets filed, replied to or moved this session, by number (over the fixtures' tickets). */
  complaintEdits: Record<string, Complaint>;
}

const guest = (): MockStore => ({
  user: null,
  addresses: [],
  cartLines: [],
  cartCoupon: null,
  wishlistIds: [],
  unlistedDesigns: [],
  marketing: { marketingEmails: false, chosenAt: null },
  complaintEdits: {},
});

/** The live store: one object whose fields are replaced, so every import sees the current state. */
export const mockStore: MockStore = guest();

export function resetMockStore(): void {
  Object.assign(mockStore, guest());
}

/** Sign in as a sample user (the first shopper by default), with their saved address, cart and wishlist. */
export function mockSignIn(userId: string = shopper._id): void {
  const user = users.find((u) => u._id === userId);
  if (!user) throw new Error(`No sample user ${userId} in mocks/fixtures/users.ts`);
  const { password: _password, address, ...account } = user;
  Object.assign(mockStore, {
    user: account,
    addresses: address ? [structuredClone(address)] : [],
    cartLines: structuredClone(carts.find((c) => c.userId === userId)?.products ?? []),
    cartCoupon: carts.find((c) => c.userId === userId)?.couponCode ?? null,
    wishlistIds: [...(wishlists.find((w) => w.userId === userId)?.productIds ?? [])],
    unlistedDesigns: [],
  });
}

/** Sign in as a new account (register), with its one address. */
export function mockSignInAs(user: Omit<User, "address">, address: Address): void {
  Object.assign(mockStore, {
    user,
    addresses: [address],
    cartLines: [],
    cartCoupon: null,
    wishlistIds: [],
    unlistedDesigns: [],
  });
}

/** A guest holding a bag of `lines` (stories of the guest's cart and of signing in with a bag). */
export function mockGuestBag(lines: CartItem[]): void {
  Object.assign(mockStore, { ...guest(), cartLines: structuredClone(lines) });
}

/**
 * Signs in with `signIn` (one of the above) and carries the guest's bag, if any, into the account's lines
 * after theirs, and its coupon when the account's cart has none (the server's limits are its own to judge):
 * the answer's BagMerge, or undefined when the
 * request held no bag.
 */
export function mockSignInWithBag(signIn: () => void): { carried: number; notes: string[] } | undefined {
  const bag = mockStore.user ? [] : mockStore.cartLines;
  const bagCoupon = mockStore.user ? null : mockStore.cartCoupon;
  signIn();
  if (bag.length === 0) return undefined;
  mockStore.cartLines = [...mockStore.cartLines, ...bag];
  // The guest's coupon comes along unless the account's cart has one.
  mockStore.cartCoupon ??= bagCoupon;
  return { carried: bag.length, notes: [] };
}

export function mockSignOut(): void {
  resetMockStore();
}

/** The signed-in shopper as the contract's User (their default address included), or null. */
export function sessionUser(): User | null {
  if (!mockStore.user) return null;
  return { ...mockStore.user, address: mockStore.addresses.find((a) => a.isDefault) ?? null };
}

/** The signed-in shopper, or 401 (the calls that need a session answer a guest so). */
export function requireUser(): User {
  return sessionUser() ?? fail(401, authMessages.loginRequired);
}

let idSequence = 0;

/** A new id for something a handler creates (ids never repeat, so a story cannot mix up two). */
export function mockId(prefix: string): string {
  idSequence += 1;
  return `${prefix}_mock_${idSequence}`;
}
