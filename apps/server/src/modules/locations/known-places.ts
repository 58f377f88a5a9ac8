/**
 * Ports, terminals and free zones traders write as a location that the cities table does not hold
 * under that name, each with the GeoNames id of the city it belongs to (or lies closest to), which
 * places it on the map. Keys are folded, lower case, without punctuation.
 */
export const KNOWN_PLACES: Readonly<Record<string, number>> = {
  'jebel ali': 292223, // Dubai
  jafza: 292223,
  dmcc: 292223,
  'jumeirah lake towers': 292223,
  europoort: 2747891, // Rotterdam
  maasvlakte: 2747891,
  botlek: 2747891,
  pernis: 2747891,
  'port kavkaz': 483661, // Temryuk
  'kavkaz port': 483661,
  kavkaz: 483661,
  kozmino: 2019528, // Nakhodka
  'ras tanura': 110336, // Dammam
  'ras laffan': 289962, // Al Khawr
  mesaieed: 289915, // Al Wakrah
  'umm said': 289915,
  'kharg island': 139817, // Bushehr
  kharg: 139817,
  kandla: 1275812, // Bhuj
  'deendayal port': 1275812,
  'tanjung pelepas': 1732752, // Johor Bahru
  'tanjung priok': 1642911, // Jakarta
  fujairah: 292878, // Al Fujairah City
  'port klang': 1732905, // Klang
  westport: 1732905,
  ruwais: 292688, // Ar Ruways
  'ponta da madeira': 3388368, // São Luís
  'port of tubarao': 3444924, // Vitória (not Tubarão, Santa Catarina)
  'tubarao port': 3444924,
  'ain sokhna': 359796, // Suez
  sokhna: 359796,
  'ust-luga': 548602, // Kingisepp
  'ust luga': 548602,
  pivdennyi: 687997, // Yuzhne
  jubail: 109435, // Al Jubayl
};
