import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code as one SVG path, dark on white in every theme so any camera reads it. */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { path: d, modules: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md border bg-white"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#0a0a0a" />
    </svg>
  );
}
