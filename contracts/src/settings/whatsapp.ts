/**
 * A WhatsApp number in international form, digits only ("919876543210"): a number written with
 * a country code ("+44 20 …", "0044 …") keeps it; a ten-digit Indian number (or one with a
 * leading 0) gets 91. Null when too few digits remain.
 */
export function whatsAppNumber(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 ? digits : null;
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = `91${digits.slice(1)}`;
  else if (digits.length === 10) digits = `91${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** Click-to-chat: `https://wa.me/<number>?text=…`; null when the phone is no usable number. */
export function whatsAppLink(phone: string, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
