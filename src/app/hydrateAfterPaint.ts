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
 * main picture has loaded or failed (3 s at most: a slow picture never holds interactivity back long).
 */

/** What the server writes instead of a module preload link and of the inline module script. */
export const DEFERRED_PRELOAD_REL = "rz-modulepreload";
export const DEFERRED_MODULE_TYPE = "rz-deferred-module";

/** The browser's half, inline after `<Scripts>` (classic script: it runs as soon as it is parsed). */
export const HYDRATE_AFTER_PAINT = `(function () {
  // This page came from the server: React will hydrate it (HydrateWhenNear reads this).
  document.documentElement.dataset.hydrating = "true";
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function (link) { link.rel = "modulepreload"; });
    document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function (inert) {
      var script = document.createElement("script");
      script.type = "module";
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    });
  }
  function whenPictureArrived() {
    var waiting = [].filter.call(document.querySelectorAll('img[fetchpriority="high"]'), function (img) { return !img.complete; });
    if (!waiting.length) return start();
    var left = waiting.length;
    var one = function () { if (--left === 0) start(); };
    waiting.forEach(function (img) {
      img.addEventListener("load", one, { once: true });
      img.addEventListener("error", one, { once: true });
    });
    setTimeout(start, 3000);
  }
  // A frame callback runs just before the first paint; the task it queues, just after it.
  requestAnimationFrame(function () { setTimeout(whenPictureArrived, 0); });
})();`;
