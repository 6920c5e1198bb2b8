import type { Prng } from './prng';

const FEATURES = [
  'Oak',
  'Pine',
  'Cedar',
  'Eagle',
  'Hawk',
  'Willow',
  'Maple',
  'Heron',
  'Fox',
  'Deer',
  'Stone',
  'Spring',
  'Silver',
  'Golden',
  'Quail',
  'Cypress',
  'Sycamore',
  'Juniper',
  'Aspen',
  'Magnolia',
  'Falcon',
  'Bear',
  'Elk',
  'Birch',
  'Hickory',
  'Cobblestone',
  'Red Tail',
  'Timber',
  'Prairie',
  'Sandy',
  'Crystal',
  'Shadow',
];
const LANDFORMS = [
  'Hills',
  'Creek',
  'Ridge',
  'Valley',
  'Lake',
  'Meadows',
  'Pointe',
  'Springs',
  'Run',
  'Hollow',
  'Canyon',
  'Bluff',
  'Glen',
  'Dunes',
  'Woods',
  'Crossing',
  'Falls',
  'Bay',
  'Trails',
  'Brook',
  'Landing',
  'Highlands',
];
const COMPOUNDS = [
  'Brookside',
  'Riverbend',
  'Lakeview',
  'Stonebridge',
  'Foxfire',
  'Whispering Pines',
  'Eagle Ridge',
  'Oakmont',
  'Riverside',
  'Fairview',
  'Pinehurst',
  'Wedgewood',
  'Heritage Oaks',
  'Windmill',
  'Twin Lakes',
  'Cherry Hills',
  'Mill Creek',
  'Indian Springs',
  'Hidden Valley',
  'Sunset Ridge',
  'Copper Creek',
  'Rolling Green',
];
const SURNAMES = [
  'Wilson',
  'Lincoln',
  'Franklin',
  'Jackson',
  'Harrison',
  'Madison',
  'Monroe',
  'Hamilton',
  'Sherman',
  'Grant',
  'Bennett',
  'Walker',
  'Thompson',
  'Marshall',
  'Dixon',
  'Palmer',
  'Hogan',
  'Nelson',
  'Sarazen',
  'Jones',
];

/** A realistic course name; `taken` holds names already used (kept unique). */
export function courseName(rng: Prng, cityName: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const feature = rng.pick(FEATURES);
    const land = rng.pick(LANDFORMS);
    const compound = rng.pick(COMPOUNDS);
    const patterns = [
      () => `${cityName} Golf Club`,
      () => `${cityName} Country Club`,
      () => `${feature} ${land} Country Club`,
      () => `${feature} ${land} Golf Course`,
      () => `${compound} Golf Club`,
      () => `The Links at ${feature} ${land}`,
      () => `${cityName} Municipal Golf Course`,
      () => `${feature} ${land} Golf Resort`,
      () => `${compound} National Golf Links`,
      () => `${rng.pick(SURNAMES)} Park Golf Course`,
      () => `${feature} ${land} Golf Club`,
      () => `${compound} Country Club`,
    ];
    const name = rng.pick(patterns)();
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const fallback = `${rng.pick(FEATURES)} ${rng.pick(LANDFORMS)} Golf Club at ${cityName} ${taken.size}`;
  taken.add(fallback);
  return fallback;
}

const STREETS = [
  'Country Club',
  'Fairway',
  'Golf Course',
  'Lake Shore',
  'Ridge',
  'Old Mill',
  'Meadow',
  'Highland',
  'Valley View',
  'Links',
  'Green',
  'Clubhouse',
];
const SUFFIXES = ['Rd', 'Dr', 'Ave', 'Blvd', 'Pkwy', 'Ln', 'Way'];

export function streetAddress(rng: Prng): string {
  return `${rng.int(10, 9899)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}`;
}

const DESIGNERS = [
  'Donald Ross',
  'A.W. Tillinghast',
  'Robert Trent Jones Sr.',
  'Pete Dye',
  'Tom Fazio',
  'Jack Nicklaus',
  'Arthur Hills',
  'Rees Jones',
  'Stanley Thompson',
  'Perry Maxwell',
];

export function courseDescription(
  rng: Prng,
  name: string,
  holes: number,
  par: number,
  isPublic: boolean,
): string {
  const year = rng.int(1905, 2015);
  const designer = rng.pick(DESIGNERS);
  const vibe = rng.pick([
    'tree-lined fairways and quick, undulating greens',
    'wide landing areas, strategic bunkering and water on six holes',
    'elevated tees with views across the valley',
    'a links-style layout with firm turf and native grasses',
    'a walkable routing that rewards accurate iron play',
  ]);
  const access = isPublic
    ? 'Open to the public seven days a week'
    : 'Semi-private, with tee times open to visitors';
  return `${name} is a ${holes}-hole, par-${par} course designed by ${designer} in ${year}, known for ${vibe}. ${access}; practice range, putting green and a full-service clubhouse on site.`;
}
