import qrcode from "qrcode-generator";
import { useMemo } from "react";

/**
 * A QR code drawn as SVG in the page: the text never leaves the browser and nothing is fetched.
 * `label` is what a screen reader hears instead of the picture.
 */
export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, "M");
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let d = "";
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { count: n, path: d };
  }, [text]);
  // A quiet zone of four modules on each side, as scanners expect; dark on white in either theme.
  const box = count + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      className="rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
