import { brand } from '../../lib/theme';

/*
 * Inline SVG illustrations: the page must load with no image requests (no CDN, no network).
 * They are decorative, so each one is hidden from assistive technology.
 */

const soft = '#ece9fb';
const ink = brand.text;

/** Points of one strand of a vertical double helix, as an SVG path. */
function helixPath(x: number, top: number, bottom: number, amplitude: number, phase: number): string {
  const points: string[] = [];
  for (let y = top; y <= bottom; y += 6) {
    const px = x + amplitude * Math.sin((y - top) / 28 + phase);
    points.push(`${points.length === 0 ? 'M' : 'L'}${px.toFixed(1)} ${y}`);
  }
  return points.join(' ');
}

function helixRungs(x: number, top: number, bottom: number, amplitude: number) {
  const rungs = [];
  for (let y = top + 10; y < bottom; y += 22) {
    const offset = amplitude * Math.sin((y - top) / 28);
    rungs.push(<line key={y} x1={x + offset} y1={y} x2={x - offset} y2={y} />);
  }
  return rungs;
}

/** The cover: a phone showing traffic-light results, a DNA helix and a saliva tube. */
export function HeroIllustration() {
  const traits = [brand.green, brand.yellow, brand.red];
  return (
    <svg viewBox="0 0 440 440" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="250" cy="220" r="200" fill="#ffffff" opacity="0.07" />
      <circle cx="250" cy="220" r="145" fill="#ffffff" opacity="0.07" />

      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d={helixPath(70, 40, 400, 30, 0)} strokeWidth="5" opacity="0.9" />
        <path d={helixPath(70, 40, 400, 30, Math.PI)} strokeWidth="5" opacity="0.55" />
        <g strokeWidth="3" opacity="0.45">
          {helixRungs(70, 40, 400, 30)}
        </g>
      </g>

      <g>
        <rect
          x="140"
          y="34"
          width="214"
          height="378"
          rx="32"
          fill="#1d1647"
          opacity="0.35"
          transform="translate(8 10)"
        />
        <rect x="140" y="34" width="214" height="378" rx="32" fill="#ffffff" />
        <rect x="152" y="48" width="190" height="350" rx="22" fill={brand.background} />
        <rect x="217" y="56" width="60" height="8" rx="4" fill="#d9d4f5" />

        <rect x="166" y="78" width="162" height="66" rx="16" fill="#5a45c4" />
        <circle cx="192" cy="111" r="14" fill="#ffffff" opacity="0.9" />
        <path d="M185 111l5 5 9-10" stroke="#5a45c4" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <rect x="214" y="100" width="92" height="8" rx="4" fill="#ffffff" />
        <rect x="214" y="115" width="60" height="7" rx="3.5" fill="#ffffff" opacity="0.6" />

        {traits.map((colour, index) => {
          const y = 158 + index * 54;
          return (
            <g key={colour}>
              <rect x="166" y={y} width="162" height="44" rx="12" fill="#ffffff" stroke={soft} strokeWidth="2" />
              <circle cx="189" cy={y + 22} r="9" fill={colour} />
              <rect x="207" y={y + 13} width={index === 1 ? 74 : 96} height="7" rx="3.5" fill={ink} opacity="0.8" />
              <rect x="207" y={y + 26} width={index === 2 ? 44 : 62} height="6" rx="3" fill="#b9b4d6" />
            </g>
          );
        })}

        <g>
          <rect x="166" y="330" width="48" height="22" rx="11" fill={brand.green} opacity="0.22" />
          <rect x="223" y="330" width="48" height="22" rx="11" fill={brand.yellow} opacity="0.35" />
          <rect x="280" y="330" width="48" height="22" rx="11" fill={brand.red} opacity="0.22" />
          <circle cx="180" cy="341" r="5" fill={brand.green} />
          <circle cx="237" cy="341" r="5" fill="#c99a12" />
          <circle cx="294" cy="341" r="5" fill={brand.red} />
          <rect x="189" y="338" width="18" height="6" rx="3" fill={ink} opacity="0.5" />
          <rect x="246" y="338" width="18" height="6" rx="3" fill={ink} opacity="0.5" />
          <rect x="303" y="338" width="18" height="6" rx="3" fill={ink} opacity="0.5" />
        </g>
        <rect x="166" y="364" width="162" height="18" rx="9" fill={soft} />
      </g>

      <g transform="translate(318 250)">
        <rect width="112" height="112" rx="22" fill="#ffffff" />
        <circle cx="56" cy="50" r="27" fill="none" stroke={soft} strokeWidth="10" />
        <circle
          cx="56"
          cy="50"
          r="27"
          fill="none"
          stroke={brand.green}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${(2 * Math.PI * 27 * 0.4).toFixed(1)} 200`}
          transform="rotate(-90 56 50)"
        />
        <rect x="26" y="88" width="60" height="8" rx="4" fill={ink} opacity="0.7" />
      </g>

      <g transform="translate(96 262) rotate(-12)">
        <rect x="0" y="0" width="36" height="18" rx="5" fill="#5a45c4" />
        <rect x="4" y="16" width="28" height="86" rx="12" fill="#ffffff" />
        <rect x="8" y="62" width="20" height="34" rx="8" fill="#cfe8ff" />
        <rect x="8" y="48" width="20" height="3" rx="1.5" fill="#5a45c4" opacity="0.5" />
      </g>
    </svg>
  );
}

/** Nutritionists: a clipboard with a patient list whose rows carry status dots. */
export function NutritionistIllustration() {
  const rows = [brand.green, brand.yellow, brand.primary, brand.green];
  return (
    <svg viewBox="0 0 360 300" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="180" cy="150" r="140" fill={soft} />
      <rect x="92" y="36" width="176" height="236" rx="20" fill="#ffffff" stroke="#d9d4f5" strokeWidth="3" />
      <rect x="140" y="24" width="80" height="26" rx="10" fill="#5a45c4" />
      <circle cx="180" cy="37" r="5" fill="#ffffff" />
      {rows.map((colour, index) => {
        const y = 72 + index * 46;
        return (
          <g key={`${colour}-${y}`}>
            <circle cx="124" cy={y + 14} r="13" fill={soft} />
            <circle cx="124" cy={y + 10} r="5" fill="#7c67e2" />
            <path d={`M115 ${y + 24}c2-7 16-7 18 0`} fill="#7c67e2" />
            <rect x="146" y={y + 6} width={index % 2 ? 70 : 88} height="7" rx="3.5" fill={ink} opacity="0.75" />
            <rect x="146" y={y + 19} width="52" height="6" rx="3" fill="#b9b4d6" />
            <circle cx="246" cy={y + 14} r="7" fill={colour} />
          </g>
        );
      })}
      <g transform="translate(238 200)">
        <rect width="96" height="52" rx="14" fill="#5a45c4" />
        <rect x="14" y="14" width="40" height="7" rx="3.5" fill="#ffffff" opacity="0.7" />
        <rect x="14" y="29" width="66" height="10" rx="5" fill="#ffffff" />
      </g>
    </svg>
  );
}

/** Businesses: a team of three in front of an office building. */
export function BusinessIllustration() {
  const people = [
    { x: 110, colour: '#7c67e2', scale: 0.9 },
    { x: 250, colour: '#4a3aa8', scale: 0.9 },
    { x: 180, colour: '#5a45c4', scale: 1 },
  ];
  return (
    <svg viewBox="0 0 360 300" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="180" cy="150" r="140" fill="#ffffff" opacity="0.7" />
      <rect x="110" y="40" width="140" height="180" rx="10" fill="#ffffff" stroke="#d9d4f5" strokeWidth="3" />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((column) => (
          <rect
            key={`${row}-${column}`}
            x={130 + column * 38}
            y={60 + row * 36}
            width="24"
            height="20"
            rx="4"
            fill={row === 1 && column === 1 ? brand.yellow : soft}
          />
        )),
      )}
      {people.map((person) => (
        <g key={person.x} transform={`translate(${person.x} 250) scale(${person.scale})`}>
          <circle cx="0" cy="-78" r="24" fill="#f3c7a6" />
          <path d="M-24 -88c4-22 44-22 48 0c-10-8-38-8-48 0z" fill={ink} opacity="0.85" />
          <path d="M-46 10c0-46 20-62 46-62s46 16 46 62z" fill={person.colour} />
          <path d="M-10 -52l10 14 10-14" fill="#ffffff" opacity="0.85" />
        </g>
      ))}
      <rect x="40" y="258" width="280" height="6" rx="3" fill="#d9d4f5" />
    </svg>
  );
}
