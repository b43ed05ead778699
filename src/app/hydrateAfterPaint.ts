/**
 * The page's JavaScript is asked for once its first screen is painted and its main picture (the image
 * with `fetchpriority="high"`: a product's photo, the home hero) has arrived, not alongside them.
 *
 * Why: React Router names every module of the page in `<link rel="modulepreload">` and one inline module
 * script, so ~30 scripts (~200 KB) set off with the stylesheet and the picture and shared a phone's few
 * connections with them. The shopper saw the picture later for code that only makes the page respond,
 * and Lighthouse counted every script that finished before the picture into its load time (product page:
 * first paint 0.8 s, largest paint 2.7 s). The HTML works before the code arrives (links are links), and
 * the code follows a moment later.
 *
 * How: the server turns the preload links and the module script into inert markup (a rewrite of the
 * HTML stream in hydrateAfterPaint.server.ts, since `<Scripts>` has no such option); an inline script at
 * the end of the body (`HYDRATE_AFTER_PAINT`) turns them back once the first frame is painted and the
 * main picture has loaded (or failed) and been painted, and the first content is on screen (3 s at
 * most: a slow picture never holds interactivity back long), the preloads one per task.
 */

import { FONT_WAIT } from "../lib/brandFontTurn";
import { PICTURES_WAIT } from "../lib/laterPictures";

/** Where the inline script keeps a form sent before hydration, for the root to send again once hydrated. */
export const HELD_SUBMIT = "__rangrezHeldSubmit";
/** Where it keeps a button pressed before hydration (one that needs the code: a menu, a dialog), pressed
 * again once the page is hydrated. */
export const EARLY_PRESS = "__rangrezEarlyPress";
/** On `<html>` while such a press waits: the page says "Loading…" (src/design/global.css.ts). */
export const EARLY_PRESS_MARK = "data-early-press";
/** A form the server answers itself (a route action, or a GET page): sent as HTML before hydration
 * (docs/decisions/forms-before-hydration.md). */
export const NATIVE_SUBMIT = "data-native-submit";
/** Where it keeps what was typed before hydration (field → text), which hydration would reset. */
export const EARLY_TYPING = "__rangrezEarlyTyping";
/** Where it keeps the radios and checkboxes set before hydration (field → checked): the page's state,
 * from the server, would uncheck them at its next render. */
export const EARLY_CHOICES = "__rangrezEarlyChoices";

/** Set by the inline script: the page is the server's HTML, hydrated by the browser (not a story, not a
 * page the browser rendered alone). */
export const SERVER_HTML = "__rangrezServerHtml";

/** What the server writes instead of a module preload link and of the inline module script. */
export const DEFERRED_PRELOAD_REL = "rz-modulepreload";
export const DEFERRED_MODULE_TYPE = "rz-deferred-module";

/**
 * The shop's icon and web app manifest are asked for once the page's code is on its way, not before the
 * first paint. The browser asks for the icon when the page has loaded, which, its scripts inert, came
 * before the first paint; the manifest then asked for its icon too. Lighthouse counts every request that
 * ended before the largest paint into it, each a round trip on its throttled phone: My Orders' and
 * checkout's LCP 1.21–1.37 s with them, 1.13 s without (npm run bench:lighthouse). The server writes them
 * inert (`DEFERRED_ICON_REL`, `DEFERRED_MANIFEST_REL`), with an empty icon before them (`ICON_PLACEHOLDER`)
 * so that the browser does not ask for a /favicon.ico meanwhile; the browser's half turns them back and
 * takes the placeholder away. Without JavaScript the root's `<noscript>` names the icon.
 */
export const DEFERRED_ICON_REL = "rz-icon";
/** What marks the two links the server makes inert, written right after their `rel` (the `<noscript>` icon
 * has none, so it is left as it is whatever the order of its attributes). */
export const DEFERRED_LINK_MARK = "data-after-paint";
export const DEFERRED_MANIFEST_REL = "rz-manifest";
export const ICON_PLACEHOLDER = '<link rel="icon" href="data:," data-placeholder=""/>';

/** How many module preloads the browser's half turns back on in one task: starting one cost ~8–12 ms of main thread under Lighthouse. */
export const PRELOADS_PER_TASK = 1;

/**
 * The browser's half, inline after `<Scripts>` (classic script: it runs as soon as it is parsed). Besides
 * what its own comments say (they ship with it, so new reasons are kept here): a form marked
 * NATIVE_SUBMIT, one the server answers itself (Add to Cart, the bag's changes, search, the delivery
 * check), is not held but goes at once; a button that needs the code (a menu, the profile, the size
 * guide) pressed before it has arrived shows pressed, the page says "Loading…" (EARLY_PRESS_MARK), and
 * it is pressed again once the page is hydrated (docs/decisions/forms-before-hydration.md).
 */
export const HYDRATE_AFTER_PAINT = `(function () {
  window.${SERVER_HTML} = true;
  // Text typed and a size chosen before the code has arrived: hydration resets a field to its state, so
  // they are kept here (the latest choice last) and typed or chosen again once the page is hydrated.
  var typed = (window.${EARLY_TYPING} = new Map());
  var chosen = (window.${EARLY_CHOICES} = new Map());
  function keep(event) {
    var field = event.target;
    if (document.documentElement.dataset.hydrated) return;
    if (field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type)) {
      if (event.type !== "change") return;
      chosen.delete(field);
      chosen.set(field, field.checked);
    } else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(file|submit|button|reset|image|range|color)$/.test(field.type))) {
      typed.set(field, field.value);
    }
  }
  document.addEventListener("input", keep, true);
  document.addEventListener("change", keep, true);
  // A form sent before its code has arrived would leave the page (a plain GET with what was typed in the
  // address bar): it is held, with the button pressed, and sent again once the page is hydrated.
  document.addEventListener("submit", function (event) {
    if (document.documentElement.dataset.hydrated) return;
    if (event.target.hasAttribute("${NATIVE_SUBMIT}")) return;
    event.preventDefault();
    window.${HELD_SUBMIT} = { form: event.target, submitter: event.submitter };
  }, true);
  document.addEventListener("click", function (event) {
    var root = document.documentElement;
    if (root.dataset.hydrated || !event.target.closest) return;
    var button = event.target.closest("button");
    if (!button || button.type === "submit" || button.disabled) return;
    var held = window.${EARLY_PRESS};
    if (held) held.removeAttribute("data-pressed");
    window.${EARLY_PRESS} = button;
    button.setAttribute("data-pressed", "true");
    root.setAttribute("${EARLY_PRESS_MARK}", "");
  }, true);
  var started = false;
  // Each request the page starts costs its main thread (~8–12 ms apiece under Lighthouse): ~25 preloads
  // at once made one long task. They go out PER_TASK at a time, each batch after the browser has had a
  // turn, then the module script that runs the page.
  var PER_TASK = ${PRELOADS_PER_TASK};
  function start() {
    if (started) return;
    started = true;
    // The page's lazy pictures, held until now (src/lib/laterPictures.ts), and the typeface on a first
    // visit (src/lib/brandFontTurn.ts): fetched now, shown from the next page on.
    var root = document.documentElement;
    root.removeAttribute("${PICTURES_WAIT}");
    if (root.hasAttribute("${FONT_WAIT}") && document.fonts) document.fonts.load('1em "Outfit"').catch(function () {});
    var links = [].slice.call(document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]'));
    var turn = new MessageChannel();
    turn.port1.onmessage = next;
    next();
    function next() {
      links.splice(0, PER_TASK).forEach(function (link) { link.rel = "modulepreload"; });
      if (links.length) return turn.port2.postMessage(0);
      turn.port1.close();
      document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function (inert) {
        var script = document.createElement("script");
        script.type = "module";
        script.nonce = inert.nonce;
        script.textContent = inert.textContent;
        inert.replaceWith(script);
      });
      // The icon and the manifest, now that the page is on screen (before hydration, which expects them so).
      document.querySelectorAll('link[rel="${DEFERRED_ICON_REL}"], link[rel="${DEFERRED_MANIFEST_REL}"]').forEach(function (link) {
        link.rel = link.rel === "${DEFERRED_ICON_REL}" ? "icon" : "manifest";
      });
      document.querySelectorAll('link[rel="icon"][data-placeholder]').forEach(function (link) { link.remove(); });
    }
  }
  // The first paint's frame is finished on the main thread before it is on screen, and on a busy phone
  // the screen can lag ~100 ms behind: code that starts in between competes with the frame. Paint timing
  // says when the first content was on screen (where the browser has it: otherwise, at once).
  var onScreen = new Promise(function (resolve) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) return resolve();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
  function whenPictureArrived() {
    var main = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    var waiting = main.filter(function (img) { return !img.complete; });
    var left = waiting.length;
    var one = function () { if (--left === 0) whenPicturePainted(main); };
    waiting.forEach(function (img) {
      img.addEventListener("load", one, { once: true });
      img.addEventListener("error", one, { once: true });
    });
    if (!waiting.length) whenPicturePainted(main);
    setTimeout(start, 3000);
  }
  // Arrived is not yet on screen: the picture is decoded, then painted in the next frame. Code that
  // started in between held that paint back (the product page's picture showed ~1 s after it arrived
  // on Lighthouse's throttled phone, behind the first modules' tasks).
  function whenPicturePainted(main) {
    Promise.all(main.map(function (img) { return img.decode ? img.decode().catch(function () {}) : null; })).then(function () {
      requestAnimationFrame(function () { onScreen.then(function () { setTimeout(start, 0); }); });
    });
  }
  // A frame callback runs just before the first paint; the task it queues, just after it.
  requestAnimationFrame(function () { setTimeout(whenPictureArrived, 0); });
})();`;

/**
 * Hands what the shopper did before hydration to the hydrated page: the text they typed goes back into
 * its fields (as typing does, so the fields' state follows), then a form they sent is sent again, once
 * the page has rendered that text. The shop's forms (useForm) now take a value set in the same turn,
 * but the hand-over does not rely on how a form keeps its state: one that reads it from its last render
 * would find the fields empty, refuse and send nothing, while the fields showed the text.
 */
export function handOverEarlyInput(): void {
  let left: HTMLElement[] = [];
  // Each step once React has rendered the one before: a field's handler reads the text from its render.
  inTurns(
    () => {
      chooseEarlyChoices();
      left = retypeEarlyTyping();
    },
    () => leaveFields(left),
    () => {
      sendHeldSubmit();
      pressHeldButton();
    },
  );
}

/** Runs each step a task after the one before. */
function inTurns(...steps: (() => void)[]): void {
  const [step, ...rest] = steps;
  step?.();
  if (rest.length > 0) setTimeout(() => inTurns(...rest), 0);
}

/** Presses again, now through React's handlers, a button pressed before the page was hydrated. */
function pressHeldButton(): void {
  const holder = window as unknown as Record<typeof EARLY_PRESS, HTMLButtonElement | undefined>;
  const held = holder[EARLY_PRESS];
  holder[EARLY_PRESS] = undefined;
  document.documentElement.removeAttribute(EARLY_PRESS_MARK);
  if (!held) return;
  held.removeAttribute("data-pressed");
  if (held.isConnected && !held.disabled) held.click();
}

/** Types again what was typed before hydration; answers the fields the shopper has since left. */
function retypeEarlyTyping(): HTMLElement[] {
  const holder = window as unknown as Record<typeof EARLY_TYPING, Map<HTMLElement, string> | undefined>;
  const typed = holder[EARLY_TYPING];
  holder[EARLY_TYPING] = undefined;
  const left: HTMLElement[] = [];
  for (const [field, text] of typed ?? []) {
    if (!field.isConnected || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
      continue;
    // The field still shows the text, but its state (React's, from the server) is empty and wins at the
    // next render. React notices a change when the text differs from the value it last saw: the field's own
    // setter (React's) is told "", then the prototype's puts the text back behind React's back, and the
    // input event below hands the text to the field's state as typing does.
    field.value = "";
    const prototype =
      field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    if (document.activeElement !== field) left.push(field);
  }
  return left;
}

/**
 * The shopper went on past these fields before the code arrived: each is told it was left, as it would
 * have been (a product's quantity is kept on leaving its field, not as it is typed).
 */
function leaveFields(fields: HTMLElement[]): void {
  for (const field of fields)
    if (field.isConnected && document.activeElement !== field)
      field.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
}

/**
 * Chooses again, now through React's handlers, each radio or checkbox the shopper set before hydration.
 * As with typed text, React's own setter is told the opposite first, so the click that sets the field
 * back reads to React as the change it is (a click on a radio already checked would change nothing).
 */
function chooseEarlyChoices(): void {
  const holder = window as unknown as Record<
    typeof EARLY_CHOICES,
    Map<HTMLInputElement, boolean> | undefined
  >;
  const chosen = holder[EARLY_CHOICES];
  holder[EARLY_CHOICES] = undefined;
  for (const [field, checked] of chosen ?? []) {
    if (!field.isConnected || field.disabled) continue;
    field.checked = !checked;
    field.click();
  }
}

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** Sends again, now through React's handlers, a form the shopper sent before the page was hydrated. */
function sendHeldSubmit(): void {
  const holder = window as unknown as Record<typeof HELD_SUBMIT, HeldSubmit | undefined>;
  const held = holder[HELD_SUBMIT];
  holder[HELD_SUBMIT] = undefined;
  if (!held?.form.isConnected) return;
  // Only a submit button of that form may be named as the one pressed.
  const pressed = held.submitter;
  const submitter =
    (pressed instanceof HTMLButtonElement || pressed instanceof HTMLInputElement) &&
    pressed.form === held.form
      ? pressed
      : null;
  held.form.requestSubmit(submitter);
}
