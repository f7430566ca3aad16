import { describe, expect, it } from 'vitest';
import { loginRequest, newUsernameSchema } from './auth';
import { messages } from './messages';
import { textSchema, withoutInvisibleCharacters } from './text';

const name = textSchema().max(100);
const notes = textSchema({ multiline: true }).max(1000);

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('text fields refuse invisible characters', () => {
  it.each([
    ['a zero-width space', 'Asha\u200bVerma'],
    ['a word joiner', 'Asha\u2060Verma'],
    ['a byte order mark', '\ufeffAsha'],
    ['a right-to-left override', 'Asha \u202eamreV'],
    ['a left-to-right embedding', '\u202aAsha'],
    ['a pop directional formatting', 'Asha\u202c'],
    ['an isolate', 'Asha \u2066Verma\u2069'],
    ['a left-to-right mark', 'Asha\u200e'],
    ['a right-to-left mark', '\u200fAsha'],
    ['an Arabic letter mark', 'Asha\u061c'],
    ['a soft hyphen', 'As\u00adha'],
    ['a leading zero-width joiner', '\u200dAsha'],
    ['a zero-width joiner after a space', 'Asha \u200dVerma'],
    ['a trailing zero-width non-joiner after a letter', 'Asha\u200c'],
    ['a joiner between Latin letter and space', 'MAN\u200d X'],
    // Before NFC the joiner follows a combining mark (a sign ending a word); stored, it follows "À".
    ['a joiner after a letter that NFC composes', 'A\u0300\u200d X'],
  ])('refuses %s with the field message', (_label, value) => {
    expect(messageOf(name.safeParse(value))).toBe(messages.textInvisible);
    expect(messageOf(notes.safeParse(value))).toBe(messages.textInvisible);
  });

  it.each([
    ['a Devanagari conjunct with a joiner (क्‍ष)', 'क्\u200dष'],
    ['a Devanagari half form with a non-joiner', 'क्\u200cष'],
    ['a Malayalam chillu in the older spelling (അവന്‍)', 'അവന്\u200d'],
    ['a Malayalam name ending in a chillu (അരുണ്‍ മേനോൻ)', 'അരുണ്\u200d മേനോൻ'],
    ['a Persian name with a non-joiner (می‌خواهم)', 'می\u200cخواهم'],
    ['an emoji family', 'Family pass 👨\u200d👩\u200d👧'],
  ])('keeps %s', (_label, value) => {
    expect(name.safeParse(value)).toEqual({ success: true, data: value });
  });

  it('still refuses control characters with their own message', () => {
    expect(messageOf(name.safeParse('Asha\u0000'))).toBe(messages.textInvalid);
  });

  it('drops invisible characters and stray joiners, keeping joiners that spell', () => {
    expect(withoutInvisibleCharacters('\u200bRCP\u2215x\u202e')).toBe('RCP\u2215x');
    expect(withoutInvisibleCharacters('\u200dAsha\u200c \u200d')).toBe('Asha ');
    expect(withoutInvisibleCharacters('क्\u200dष അവന്\u200d')).toBe('क्\u200dष അവന്\u200d');
  });
});

describe('usernames', () => {
  it('are NFKC-normalised: fullwidth letters are ASCII', () => {
    expect(newUsernameSchema.parse('ａｄｍｉｎ')).toBe('admin');
  });

  it.each([
    ['a zero-width space', '\u200badmin'],
    ['a zero-width joiner', 'ad\u200dmin'],
    ['a right-to-left override', 'admin\u202e'],
    ['a left-to-right override', '\u202dadmin'],
    ['a language tag', 'admin\u{e0001}'],
  ])('refuse %s with the field message, at sign-up and at sign-in', (_label, username) => {
    expect(messageOf(newUsernameSchema.safeParse(username))).toBe(messages.textInvisible);
    const login = loginRequest.safeParse({ username, password: 'secret1' });
    expect(messageOf(login)).toBe(messages.textInvisible);
  });
});
