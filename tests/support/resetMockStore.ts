// Every unit test starts with the mocks' store empty: nobody signed in, no addresses, cart lines or
// wishlisted products (mocks/handlers/store.ts). Stories get the same from .storybook/preview.tsx.
import { beforeEach } from "vitest";
import { resetMockStore } from "../../mocks/handlers/store";

beforeEach(() => {
  resetMockStore();
});
