// Countries for the profile form: ISO 3166-1 alpha-2 codes are stored, names come from the
// browser's Intl data in the user's language, so no list of names has to be translated here.

const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export type CountryOption = { code: string; name: string };

/**
 * Every country by name in `locale`. A stored value that is not one of the codes (entered before
 * codes were used) is kept as an option of its own so that saving the form does not lose it.
 */
export function countryOptions(locale: string, currentValue?: string | null): CountryOption[] {
  const displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const options = COUNTRY_CODES.split(' ').map((code) => ({
    code,
    name: displayNames.of(code) ?? code,
  }));
  options.sort((a, b) => a.name.localeCompare(b.name, locale));
  const current = currentValue?.trim();
  if (current && !options.some((option) => option.code === current)) {
    options.unshift({ code: current, name: current });
  }
  return options;
}
