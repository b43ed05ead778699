import type { Plugin } from "vite";

/**
 * Patches to react-aria that take work off a page's start, where a phone's main thread is busiest.
 *
 * 1. Hydration. React Aria's ids and default locale subscribe every component to "are we still
 *    hydrating?" (`useIsSSR`, a useSyncExternalStore whose server snapshot is true). When hydration ends
 *    the answer flips and React re-renders every Button, Link, Radio and field on the page
 *    synchronously, in one task: ~120 ms on the 2-core bench machine, about 0.5 s of Lighthouse's blocking
 *    time on the product page. Neither answer is needed here: one copy of React Aria in one React root
 *    needs no random id prefix, so ids are always `react-aria-` + React's hydration-stable `useId()`; and
 *    the locale comes from `<I18nProvider locale="en-IN">` (src/components/Locale/ShopLocale),
 *    the same on the server and in the browser.
 * 2. Locale. On loading, react-aria asked the browser for its default locale and its text direction
 *    (`Intl.DateTimeFormat.supportedLocalesOf`, `Intl.Locale#maximize`): the page's first Intl call,
 *    which loads the locale data, ~60 ms before hydration could start. The browser's locale is now read
 *    only where no I18nProvider gives one, and a plain locale's direction ("en-IN": a language and a
 *    region, no script) is read from react-aria's own list of right-to-left languages.
 *
 * 3. Number formatting. On loading, @internationalized/number (react-aria's number fields) built a German
 *    Intl.NumberFormat to learn whether the browser knows `signDisplay`: a first Intl call that loads locale
 *    data, ~35 ms of module evaluation on the bench machine (~140 ms on Lighthouse's throttled phone),
 *    before hydration, on every page. Every browser the shop supports knows `signDisplay` (Chrome 77,
 *    Safari 14.1, Firefox 70), so the answer is written in and nothing is asked at load.
 *
 * 4. Collation and list formatting. A Select (a listing's sort) built an Intl.Collator for its type-ahead
 *    and an Intl.ListFormat for a multiple selection as it rendered: the first of each kind loads locale
 *    data, ~35 ms apiece on the bench machine, inside one component's render that React cannot split
 *    (~110 ms of one task each on Lighthouse's throttled phone, the listing pages' largest). Both are now
 *    built on first use: the first letter typed into an open list, a multiple selection shown.
 *
 * 5. Slots resolved after mount. A field's description and error message ids (`useSlotId`) and a
 *    component's optional slots (`useSlot`) are settled in a layout effect once the children have
 *    mounted: "no such element here". Set there, that answer is a synchronous update, so right after
 *    hydration React rendered every Checkbox, Select and Radio of the page again inside the commit's task
 *    (the listing pages' filter bar: ~470 ms of one task on Lighthouse's throttled phone). The answer now
 *    comes as a transition, rendered by React in slices like any other: it changes only ARIA references.
 *    And a slot whose element is there, as assumed, is no longer told so again, nor a TextField that its
 *    input is an input; that it is a text area comes as a transition (it only drops the `type` attribute
 *    an input would have). Each was a synchronous update, and before it React ran every effect of the
 *    page waiting to run, so the hydrated page's effects (each query subscribing, each field's validity)
 *    joined the commit's task (the checkout: ~80 ms of one task on a 4× slower phone).
 *
 * Each patch names the code it replaces; when an upgrade of react-aria changes that code, the build stops
 * and says so, rather than silently shipping the slow path.
 */
const PATCHES: { file: RegExp; replace: [before: string, after: string][] }[] = [
  {
    file: /react-aria\/dist\/private\/utils\/useSlot\.mjs$/,
    replace: [
      [
        'useCallback as $hga0N$useCallback} from "react";',
        'useCallback as $hga0N$useCallback, startTransition as $hga0N$startTransition} from "react";',
      ],
      [
        `    let hasRun = (0, $hga0N$useRef)(false);`,
        `    let hasRun = (0, $hga0N$useRef)(false);
    let asked = (0, $hga0N$useRef)(initialState);`,
      ],
      ["        setHasSlot(!!el);", "        if (asked.current !== !!el) setHasSlot(asked.current = !!el);"],
      [
        "if (!hasRun.current) setHasSlot(false);",
        "if (!hasRun.current) (0, $hga0N$startTransition)(() => setHasSlot(asked.current = false));",
      ],
    ],
  },
  {
    file: /react-aria-components\/dist\/private\/TextField\.mjs$/,
    replace: [
      [
        "    let [inputElementType, setInputElementType] = (0, $hlfBT$useState)('input');",
        `    let [inputElementType, setInputElementType] = (0, $hlfBT$useState)('input');
    let askedType = (0, $hlfBT$useRef)('input');`,
      ],
      [
        "        if (el) setInputElementType(el instanceof HTMLTextAreaElement ? 'textarea' : 'input');",
        `        let type = el instanceof HTMLTextAreaElement ? 'textarea' : 'input';
        if (el && askedType.current !== type) (0, $hlfBT$startTransition)(() => setInputElementType(askedType.current = type));`,
      ],
      [
        'useCallback as $hlfBT$useCallback} from "react";',
        'useCallback as $hlfBT$useCallback, startTransition as $hlfBT$startTransition} from "react";',
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/utils\/useId\.mjs$/,
    replace: [
      [
        'useCallback as $4QKZm$useCallback} from "react";',
        'useCallback as $4QKZm$useCallback, startTransition as $4QKZm$startTransition} from "react";',
      ],
      [
        "(0, $c4867b2f328c2698$export$e5c5a5f917a5871c)(updateId, [",
        "(0, $c4867b2f328c2698$export$e5c5a5f917a5871c)(() => (0, $4QKZm$startTransition)(updateId), [",
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/i18n\/useCollator\.mjs$/,
    replace: [
      [
        "let formatter = new Intl.Collator(locale, options);",
        `let collator;
    const real = () => collator ??= new Intl.Collator(locale, options);
    let formatter = { compare: (a, b) => real().compare(a, b), resolvedOptions: () => real().resolvedOptions() };`,
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/i18n\/useListFormatter\.mjs$/,
    replace: [
      [
        "()=>new Intl.ListFormat(locale, options)",
        `()=>{
        let listFormat;
        const real = () => listFormat ??= new Intl.ListFormat(locale, options);
        return { format: (list) => real().format(list), formatToParts: (list) => real().formatToParts(list), resolvedOptions: () => real().resolvedOptions() };
    }`,
      ],
    ],
  },
  {
    file: /@internationalized\/number\/dist\/private\/NumberFormatter\.mjs$/,
    replace: [
      [
        "let $1dfb119a85e764e5$var$supportsSignDisplay = false;\ntry {",
        "let $1dfb119a85e764e5$var$supportsSignDisplay = true;\nif (false) try {",
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/ssr\/SSRProvider\.mjs$/,
    replace: [
      [
        "let [didSSR] = (0, $bl59K$useState)($c7eafbbe1ea5834e$export$535bd6ca7f90a273());",
        "let didSSR = true;",
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/,
    replace: [
      [
        "let $520a025cdb0d710d$var$currentLocale = $520a025cdb0d710d$export$f09106e7c6677ec5();",
        "let $520a025cdb0d710d$var$currentLocale = null;",
      ],
      [
        "function $520a025cdb0d710d$export$188ec29ebc2bdc3a() {",
        "function $520a025cdb0d710d$export$188ec29ebc2bdc3a(provided = false) {",
      ],
      [
        "let isSSR = (0, $c7eafbbe1ea5834e$export$535bd6ca7f90a273)();",
        'let isSSR = typeof window === "undefined";',
      ],
      [
        "(0, $lEF9U$useState)($520a025cdb0d710d$var$currentLocale);",
        "(0, $lEF9U$useState)(() => provided ? null : ($520a025cdb0d710d$var$currentLocale ??= $520a025cdb0d710d$export$f09106e7c6677ec5()));",
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/i18n\/I18nProvider\.mjs$/,
    replace: [
      [
        `    let defaultLocale = (0, $520a025cdb0d710d$export$188ec29ebc2bdc3a)();
    let context = (0, $01Dwp$useContext)($2eb8e6d23f3d0cb0$var$I18nContext);
    return context || defaultLocale;`,
        `    let context = (0, $01Dwp$useContext)($2eb8e6d23f3d0cb0$var$I18nContext);
    let defaultLocale = (0, $520a025cdb0d710d$export$188ec29ebc2bdc3a)(context != null);
    return context || defaultLocale;`,
      ],
    ],
  },
  {
    file: /react-aria\/dist\/private\/i18n\/utils\.mjs$/,
    replace: [
      [
        "function $d805ff57cab8bee2$export$702d680b21cbd764(localeString) {",
        `function $d805ff57cab8bee2$export$702d680b21cbd764(localeString) {
    let plain = /^([a-z]{2,3})(?:-(?:[A-Z]{2}|\\d{3}))?$/.exec(localeString);
    if (plain) return $d805ff57cab8bee2$var$RTL_LANGS.has(plain[1]);`,
      ],
    ],
  },
];

export function reactAriaStartup(): Plugin {
  return {
    name: "rangrez:react-aria-startup",
    enforce: "pre",
    transform(code, id) {
      const patch = PATCHES.find((candidate) => candidate.file.test(id.split("?")[0]));
      if (!patch) return null;
      let patched = code;
      for (const [before, after] of patch.replace) {
        if (!patched.includes(before))
          this.error(`react-aria changed: ${id} no longer has the code rangrez:react-aria-startup patches`);
        patched = patched.replace(before, after);
      }
      return { code: patched, map: null };
    },
  };
}
