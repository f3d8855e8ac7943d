/*
 * The ministry's three logo variants, drawn for this site: a heart held in a circle under a
 * small cross (the icon), the icon with the name (full), and the name alone (text).
 * They are decorative inside their links; the link carries the accessible name.
 */

function Mark({ x = 0, y = 0 }: { x?: number; y?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="32" cy="32" r="31" className="logo__mark" />
      <path className="logo__on-mark" d="M30.5 7h3v6h5v3h-5v5h-3v-5h-5v-3h5z" />
      <path
        className="logo__on-mark"
        d="M32 54C15 42 15 26 24.5 25c3.6-.4 6 1.8 7.5 4.4 1.5-2.6 3.9-4.8 7.5-4.4C49 26 49 42 32 54z"
      />
    </g>
  );
}

export function FullLogo() {
  return (
    <svg viewBox="0 0 292 64" width="292" height="64" aria-hidden="true" focusable="false">
      <Mark />
      {/* One text element, the words separated by a space: its text reads as the name. */}
      <text className="logo__name" fontFamily="Georgia, 'Times New Roman', serif" fontWeight="700">
        <tspan x="76" y="32" fontSize="27" textLength="214" lengthAdjust="spacingAndGlyphs">
          Sweet Surrender
        </tspan>{' '}
        <tspan
          x="77"
          y="54"
          className="logo__tagline"
          fontFamily="system-ui, Arial, sans-serif"
          fontSize="14"
          fontWeight="600"
          letterSpacing="3"
          textLength="211"
          lengthAdjust="spacingAndGlyphs"
        >
          MINISTRY CENTER
        </tspan>
      </text>
    </svg>
  );
}

export function TextLogo() {
  return (
    <svg viewBox="0 0 300 30" width="300" height="30" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="23"
        className="logo__name"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="21"
        fontWeight="700"
        textLength="298"
        lengthAdjust="spacingAndGlyphs"
      >
        Sweet Surrender Ministry Center
      </text>
    </svg>
  );
}

export function IconLogo() {
  return (
    <svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
      <Mark />
    </svg>
  );
}
