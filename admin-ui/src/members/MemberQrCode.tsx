import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/**
 * The member code as a QR code, drawn in the browser (an image data URL, which the CSP allows).
 * This module and `qrcode` load only when a member page shows a code (a chunk of their own).
 */
export default function MemberQrCode({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(code, { margin: 1, width: 160, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [code]);
  if (!src) return <div style={{ width: 160, height: 160 }} />;
  return <img src={src} width={160} height={160} alt={label} data-testid="member-qr" />;
}
