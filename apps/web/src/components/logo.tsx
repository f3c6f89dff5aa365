import Box from '@mui/material/Box';

/** The NutriTest word mark (an inline SVG: no request, no CDN). */
export function Logo({ height = 32, inverted = false }: { height?: number; inverted?: boolean }) {
  const main = inverted ? '#ffffff' : '#7c67e2';
  const text = inverted ? '#ffffff' : '#2d2a3e';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none' }}>
      <svg width={height} height={height} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={main} />
        <path
          d="M22 12c0 14 20 14 20 28s-20 14-20 14M42 12c0 14-20 14-20 28s20 14 20 14"
          stroke={inverted ? '#7c67e2' : '#fff'}
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: height * 0.62, color: text, letterSpacing: '-0.02em', textDecoration: 'none' }}
      >
        {/* The word uses the deeper, accessible purple (decision 009); the mark keeps the brand colour. */}
        Nutri<span style={{ color: inverted ? '#ffffff' : '#6f58dc' }}>Test</span>
      </Box>
    </Box>
  );
}
