// MSW for the browser (Storybook, dev): `await worker.start()`; the worker script lives in .storybook/public.
import { setupWorker } from "msw/browser";
import { handlers } from "./handlers";

export const worker = setupWorker(...handlers);
