// The design tokens drawn from src/design/tokens.ts itself (never a copy of its values): the palette with
// each colour's contrast where it is used, the type scale, spacing, radii and shadows, and the breakpoints.
import type { CSSProperties, ReactNode } from "react";
import { breakpoints, tokens } from "../../src/design/tokens";
import { contrastGrade, contrastRatio } from "./contrast";

type ColorName = keyof typeof tokens.colors;
const colors = tokens.colors;
const colorNames = Object.keys(colors) as ColorName[];

/** rem to px at the browser's default 16 px. */
const px = (rem: string) => (rem.endsWith("rem") ? `${Number.parseFloat(rem) * 16}px` : rem);

const isLight = (name: ColorName) =>
  contrastRatio(colors[name], "#000000") > contrastRatio(colors[name], "#ffffff");

/** A colour shown as text (`fg`) on another (`bg`). */
export interface ColorPair {
  fg: ColorName;
  bg: ColorName;
}

/**
 * Where a colour meets another, by the tokens' names: `onX` is text on `x`; a light colour is a ground
 * (for `text`, `muted`, and `x` on `xSoft`); a border is drawn on the surfaces; any other colour is text or
 * a mark on the surfaces.
 */
export function pairsOf(name: ColorName): ColorPair[] {
  if (name.startsWith("on")) {
    const ground = `${name[2].toLowerCase()}${name.slice(3)}` as ColorName;
    return [{ fg: name, bg: ground }];
  }
  if (isLight(name) && !name.startsWith("border")) {
    const partner = name.endsWith("Soft") ? (name.slice(0, -"Soft".length) as ColorName) : null;
    return [
      ...(partner && partner in colors ? [{ fg: partner, bg: name }] : []),
      { fg: "text", bg: name },
      { fg: "muted", bg: name },
    ];
  }
  return [
    { fg: name, bg: "surface" },
    { fg: name, bg: "background" },
  ];
}

const page: CSSProperties = {
  fontFamily: tokens.fontFamily.body,
  color: colors.text,
  background: colors.surface,
  padding: tokens.space.xl,
};
const heading: CSSProperties = { margin: `0 0 ${tokens.space.lg}`, fontSize: tokens.fontSize.xl };
const note: CSSProperties = {
  margin: `0 0 ${tokens.space.lg}`,
  color: colors.muted,
  fontSize: tokens.fontSize.sm,
};
const code: CSSProperties = { fontFamily: tokens.fontFamily.mono, fontSize: tokens.fontSize.sm };
const grid: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: tokens.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
};
const rows: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
};

function Section({ title, children, lead }: { title: string; lead: string; children: ReactNode }) {
  return (
    // sb-unstyled: on the docs page, Storybook's own styles for prose stay off the tables.
    <section className="sb-unstyled" style={page} aria-label={title}>
      <h2 style={heading}>{title}</h2>
      <p style={note}>{lead}</p>
      {children}
    </section>
  );
}

/** "7.1:1 AA" for `fg` on `bg`, drawn in those colours. */
function Contrast({ fg, bg }: ColorPair) {
  const ratio = contrastRatio(colors[fg], colors[bg]);
  return (
    <li
      data-pair={`${fg} on ${bg}`}
      style={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        gap: tokens.space.sm,
        fontSize: tokens.fontSize.sm,
      }}
    >
      <span>{`${fg} on ${bg}`}</span>
      <span style={{ whiteSpace: "nowrap" }}>
        {/* A picture of the pair, drawn in SVG: as page text, a pair that fails would fail the page's own
            contrast check, which is for the words, not for a sample of the colours. */}
        <svg
          width="28"
          height="18"
          aria-hidden="true"
          style={{ display: "inline-block", verticalAlign: "middle" }}
        >
          <rect width="28" height="18" fill={colors[bg]} stroke={colors.border} />
          <text x="14" y="13" textAnchor="middle" fontSize="12" fontWeight="700" fill={colors[fg]}>
            Aa
          </text>
        </svg>
        {` ${ratio.toFixed(2)}:1 ${contrastGrade(ratio)}`}
      </span>
    </li>
  );
}

/** Every colour token: its swatch, name and value, and its contrast where it meets another. */
export function Palette() {
  return (
    <Section
      title="Colours"
      lead="Each colour token (vars.colors.…) with its contrast where it is used: text on a ground needs 4.5:1 (AA), large text and the edges of controls 3:1."
    >
      <ul style={grid} aria-label="Colour tokens">
        {colorNames.map((name) => (
          <li
            key={name}
            aria-label={name}
            style={{
              border: `1px solid ${colors.border}`,
              borderRadius: tokens.radii.md,
              overflow: "hidden",
            }}
          >
            <div
              aria-hidden
              style={{
                height: "3.5rem",
                background: colors[name],
                borderBottom: `1px solid ${colors.border}`,
              }}
            />
            <div
              style={{
                padding: tokens.space.md,
                display: "flex",
                flexDirection: "column",
                gap: tokens.space.xs,
              }}
            >
              <strong>{name}</strong>
              <span style={code}>{colors[name]}</span>
              <ul style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label={`${name}: contrast`}>
                {pairsOf(name).map((pair) => (
                  <Contrast key={`${pair.fg}-${pair.bg}`} {...pair} />
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const SAMPLE = "Printed tees from ₹499";

/** One step of a scale (`fontSize.md`): its name, rem and px, then `children` drawn at that size. */
function ScaleStep({
  scale,
  name,
  size,
  align,
  children,
}: {
  scale: string;
  name: string;
  size: string;
  align: CSSProperties["alignItems"];
  children: ReactNode;
}) {
  return (
    <li aria-label={`${scale}.${name}`} style={{ display: "flex", alignItems: align, gap: tokens.space.lg }}>
      <span
        style={{ ...code, width: "12rem", flexShrink: 0, color: colors.muted }}
      >{`${name} · ${size} · ${px(size)}`}</span>
      {children}
    </li>
  );
}

/** The type scale: the families, every size with its px, the weights and the line heights. */
export function Typography() {
  return (
    <Section
      title="Type"
      lead="Font families, sizes (vars.fontSize.…, in rem; px at the default 16 px), weights and line heights."
    >
      <ul style={rows} aria-label="Font families">
        {Object.entries(tokens.fontFamily).map(([name, family]) => (
          <li key={name} aria-label={`fontFamily.${name}`}>
            <span style={{ fontFamily: family, fontSize: tokens.fontSize.lg }}>{`${name}: ${SAMPLE}`}</span>
            <br />
            <span style={{ ...code, color: colors.muted }}>{family}</span>
          </li>
        ))}
      </ul>
      <ul style={{ ...rows, marginTop: tokens.space.xl }} aria-label="Font sizes">
        {Object.entries(tokens.fontSize).map(([name, size]) => (
          <ScaleStep key={name} scale="fontSize" name={name} size={size} align="baseline">
            <span style={{ fontSize: size, lineHeight: tokens.lineHeight.tight }}>{SAMPLE}</span>
          </ScaleStep>
        ))}
      </ul>
      <ul style={{ ...rows, marginTop: tokens.space.xl }} aria-label="Font weights">
        {Object.entries(tokens.fontWeight).map(([name, weight]) => (
          <li key={name} aria-label={`fontWeight.${name}`} style={{ fontWeight: weight }}>
            {`${name} (${weight}): ${SAMPLE}`}
          </li>
        ))}
      </ul>
      <ul style={{ ...grid, marginTop: tokens.space.xl }} aria-label="Line heights">
        {Object.entries(tokens.lineHeight).map(([name, height]) => (
          <li key={name} aria-label={`lineHeight.${name}`} style={{ lineHeight: height, maxWidth: "16rem" }}>
            <span style={code}>{`${name} (${height})`}</span>
            <br />
            Soft cotton, cut for Indian summers and winters alike, in sizes S to XXL.
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The spacing scale as bars of its own length. */
export function Spacing() {
  return (
    <Section
      title="Spacing"
      lead="Gaps, padding and margins (vars.space.…), in rem; px at the default 16 px."
    >
      <ul style={rows} aria-label="Spacing tokens">
        {Object.entries(tokens.space).map(([name, size]) => (
          <ScaleStep key={name} scale="space" name={name} size={size} align="center">
            <span
              data-size={size}
              aria-hidden
              style={{ display: "block", width: size, height: "1rem", background: colors.accent }}
            />
          </ScaleStep>
        ))}
      </ul>
    </Section>
  );
}

/** Corner radii and shadows, each on a box of its own. */
export function Shapes() {
  const box: CSSProperties = {
    width: "6rem",
    height: "4rem",
    background: colors.surface,
    border: `1px solid ${colors.borderStrong}`,
  };
  return (
    <Section title="Radii and shadows" lead="Corners (vars.radii.…) and elevation (vars.shadows.…).">
      <ul
        style={{ ...grid, gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))" }}
        aria-label="Radius tokens"
      >
        {Object.entries(tokens.radii).map(([name, radius]) => (
          <li key={name} aria-label={`radii.${name}`}>
            <div aria-hidden style={{ ...box, borderRadius: radius }} />
            <span style={code}>{`${name} · ${radius}`}</span>
          </li>
        ))}
      </ul>
      <ul
        style={{
          ...grid,
          gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
          marginTop: tokens.space.xl,
        }}
        aria-label="Shadow tokens"
      >
        {Object.entries(tokens.shadows).map(([name, shadow]) => (
          <li key={name} aria-label={`shadows.${name}`}>
            <div
              aria-hidden
              style={{ ...box, border: "none", boxShadow: shadow, borderRadius: tokens.radii.md }}
            />
            <span style={code}>{name}</span>
          </li>
        ))}
      </ul>
      <h3 style={{ ...heading, fontSize: tokens.fontSize.lg, marginTop: tokens.space.xl }}>Breakpoints</h3>
      <ul style={rows} aria-label="Breakpoints">
        {Object.entries(breakpoints).map(([name, width]) => (
          <li key={name} aria-label={`breakpoints.${name}`} style={code}>{`${name}: ${width} px`}</li>
        ))}
      </ul>
    </Section>
  );
}
