import type { Gender, MemberDetails } from '@gym/contracts';
import { dateOf, dayIn, yearOf, type Day } from './days';
import { MALE_RELATIONS, NAME_GROUPS, relationsFor, type NameGroup } from './names';
import { BUILDINGS, EMAIL_DOMAINS, LOCALITIES } from './places';
import { weighted, type Random } from './random';

export interface MemberProfile {
  details: MemberDetails;
  /** Age at joining, as the product counts it (difference of the years). */
  age: number;
}

const pickGroup = weighted(NAME_GROUPS.map((g) => [g, g.weight] as const));
const pickGender = weighted<Gender>([
  ['male', 62],
  ['female', 37.5],
  ['other', 0.5],
]);
const pickAge = weighted<readonly [number, number]>([
  [[16, 17], 3],
  [[18, 24], 28],
  [[25, 34], 35],
  [[35, 44], 20],
  [[45, 54], 9],
  [[55, 70], 5],
]);
const pickDomain = weighted(EMAIL_DOMAINS);
const pickFirstDigit = weighted([
  ['9', 40],
  ['8', 25],
  ['7', 25],
  ['6', 10],
]);

/** An Indian mobile number in one of the ways people write it. */
function mobile(random: Random): string {
  let digits = pickFirstDigit(random);
  for (let i = 0; i < 9; i++) digits += String(random.int(0, 9));
  const style = random.next();
  if (style < 0.5) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  if (style < 0.85) return digits;
  return `+91${digits}`;
}

const emailWord = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Unique e-mails, the way people make theirs: first.last, firstlast, a birth year, an initial;
 * a number when the name is taken. Members are generated in order, so the result is deterministic.
 */
export class EmailBook {
  private readonly taken = new Set<string>();

  claim(random: Random, first: string, last: string, birthYear: number): string {
    const f = emailWord(first);
    const l = emailWord(last);
    const yy = String(birthYear % 100).padStart(2, '0');
    const forms = [
      `${f}.${l}`,
      `${f}${l}`,
      `${f}_${l}`,
      `${f}.${l}${yy}`,
      `${f}${l}${birthYear}`,
      `${f[0]}${l}`,
      `${l}.${f}`,
    ];
    const domain = pickDomain(random);
    let email = `${random.pick(forms)}@${domain}`;
    for (let n = random.int(1, 99); this.taken.has(email); n += random.int(1, 97)) {
      email = `${f}.${l}${n}@${domain}`;
    }
    this.taken.add(email);
    return email;
  }
}

function firstName(random: Random, group: NameGroup, gender: Gender): string {
  if (gender === 'other') return random.pick(random.chance(0.5) ? group.male : group.female);
  return random.pick(gender === 'male' ? group.male : group.female);
}

function address(random: Random): string {
  const [locality, pin, road] = random.pick(LOCALITIES);
  const flat = random.chance(0.8)
    ? `Flat ${random.int(1, 14)}0${random.int(1, 4)}, ${random.pick(BUILDINGS)}`
    : `${random.int(1, 250)}, ${random.pick(['Lane', 'Galli', 'Street'])} ${random.int(1, 12)}`;
  return `${flat}, ${road}, ${locality}, Pune ${pin}`;
}

/** A member as the front desk types them in on the day they join. */
export function createMemberProfile(
  random: Random,
  joinDay: Day,
  emails: EmailBook,
): MemberProfile {
  const group = pickGroup(random);
  const gender = pickGender(random);
  const first = firstName(random, group, gender);
  const last = random.pick(group.last);
  const [minAge, maxAge] = pickAge(random);
  const age = random.int(minAge, maxAge);
  const birthYear = yearOf(joinDay) - age;
  const birthDay = dayIn(birthYear, random.int(1, 12), random.int(1, 28));
  const phone = mobile(random);
  const whatsappStyle = random.next();
  const relation = random.pick(relationsFor(age, gender));
  const relatives = MALE_RELATIONS.has(relation) ? group.male : group.female;
  let relative = random.pick(relatives);
  if (relative === first) relative = random.pick(relatives.filter((name) => name !== first));
  return {
    age,
    details: {
      firstName: first,
      lastName: last,
      email: emails.claim(random, first, last, birthYear),
      phone,
      whatsapp: whatsappStyle < 0.7 ? phone : whatsappStyle < 0.8 ? mobile(random) : null,
      dateOfBirth: dateOf(birthDay),
      gender,
      address: address(random),
      emergencyContact: `${relative} ${last} (${relation})`,
      emergencyPhone: mobile(random),
    },
  };
}
