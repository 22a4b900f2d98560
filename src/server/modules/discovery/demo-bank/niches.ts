/**
 * Niche vocabularies: the bios, hashtags, mentions and captions of demo creators come from their
 * niches, so keyword, hashtag and category filters find creators that look like they belong.
 * Mentioned handles are invented; no real brand appears in demo data.
 */

export type Niche = {
  name: string;
  /** Bio templates; {city} and {other} (the second niche's label) are filled in. */
  bios: readonly string[];
  hashtags: readonly string[];
  mentions: readonly string[];
  captions: readonly string[];
  /** Typical female share of the audience. */
  femaleAudience: number;
  /** Index into AGE_GROUPS around which the audience centres (1 = 18-24, 2 = 25-34). */
  audienceAge: number;
};

const niche = (
  name: string,
  femaleAudience: number,
  audienceAge: number,
  bios: string[],
  hashtags: string,
  mentions: string,
  captions: string[],
): Niche => ({
  name,
  bios,
  hashtags: hashtags.split(' '),
  mentions: mentions.split(' '),
  captions,
  femaleAudience,
  audienceAge,
});

export const NICHES: readonly Niche[] = [
  niche(
    'fashion',
    0.78,
    1.6,
    [
      'Outfits & everyday style from {city}',
      'Stylist | thrift finds and capsule wardrobes',
      'Fashion, {other} and a lot of coffee ☕ {city}',
    ],
    'ootd fashion style streetstyle outfitinspo thrifted capsulewardrobe fashionblogger lookbook whatiwore',
    'urbanthreads lumenwear velvetlane modahaus threadandco',
    [
      'Today’s fit, head to toe 🖤',
      'Three ways to style one blazer',
      'Thrift haul: everything under 20',
      'Spring capsule wardrobe, finally done',
    ],
  ),
  niche(
    'beauty',
    0.85,
    1.6,
    [
      'Makeup artist 💄 {city}',
      'Skincare nerd, honest reviews only',
      'Beauty & {other} | based in {city}',
    ],
    'makeup skincare beauty mua glowyskin makeuptutorial skincareroutine beautytips nails lipstick',
    'glowlab dewdropskin palettepro silkandpetal purebloomco',
    [
      'My 5-minute everyday makeup',
      'Night routine for dry skin',
      'Testing the viral lip oil so you don’t have to',
      'Glow from within ✨',
    ],
  ),
  niche(
    'fitness',
    0.52,
    1.8,
    [
      'Coach | strength training & nutrition | {city}',
      'Lifting heavy, eating well 💪',
      'Personal trainer. {other} on the side.',
    ],
    'fitness gym workout fitfam strengthtraining homeworkout legday personaltrainer healthylifestyle motivation',
    'ironpeakgear fuelbarco flexzone stridesport coreandmore',
    [
      'Leg day never gets easier 🦵',
      'Full-body workout, no equipment needed',
      'What I eat in a training day',
      'New PR on deadlifts today',
    ],
  ),
  niche(
    'food',
    0.62,
    2.0,
    [
      'Home cook & recipe developer from {city}',
      'Eating my way through {city} 🍜',
      'Easy recipes, real kitchens',
    ],
    'food foodie recipe homecooking foodphotography instafood healthyrecipes baking dinnerideas streetfood',
    'panandplate spicetrail freshcrateco bakehouse tablefortwo',
    [
      '15-minute pasta for busy evenings',
      'Best street food spot in town, no contest',
      'Sunday bake: cinnamon rolls 🤎',
      'Meal prep for the whole week',
    ],
  ),
  niche(
    'travel',
    0.58,
    2.0,
    [
      'Travelling the world from {city} ✈️',
      'Slow travel, hidden gems, good food',
      'Travel & {other} stories',
    ],
    'travel wanderlust travelgram explore travelphotography backpacking roadtrip beachlife adventure citybreak',
    'globetrekair nomadnest wanderstays passportclub trailandtide',
    [
      'Sunrise from the top was worth every step',
      'Three days, one carry-on',
      'Hidden beaches nobody talks about',
      'My honest guide to this city',
    ],
  ),
  niche(
    'gaming',
    0.24,
    1.2,
    [
      'Streamer & content creator 🎮',
      'Speedruns, let’s plays and bad jokes',
      'Gaming from {city} | streams most nights',
    ],
    'gaming gamer twitch streamer videogames esports pcgaming gamingsetup fps letsplay',
    'pixelforge respawnlabs nitrocontrollers lootcrateclub frameratehq',
    [
      'Clutched it on the last round 😤',
      'My streaming setup, finally finished',
      'Rating every boss in this game',
      'Ranked grind continues',
    ],
  ),
  niche(
    'tech',
    0.28,
    2.1,
    [
      'Tech reviews without the hype',
      'Gadgets, apps & productivity | {city}',
      'Engineer by day, reviewer by night',
    ],
    'tech gadgets technology smartphone unboxing techreview setup productivity coding ai',
    'voltgadget circuitlane nimbusaudio bytewise clearframetech',
    [
      'Unboxing the new phone everyone asked about',
      'My desk setup for deep work',
      'Five apps I use every single day',
      'Is this laptop worth it? Honest review',
    ],
  ),
  niche(
    'parenting',
    0.82,
    2.3,
    [
      'Mum of two in {city} 👶',
      'Real family life, no filters',
      'Parenting, {other} and everything in between',
    ],
    'parenting momlife motherhood familytime toddlerlife dadlife kidsactivities newborn familyfun parentingtips',
    'littlesproutco cuddlenest tinytoesbaby playfulminds homewithkids',
    [
      'Rainy day activities that actually work',
      'Our morning routine with a toddler',
      'Things nobody tells you about the first year',
      'Family weekend away 🧸',
    ],
  ),
  niche(
    'finance',
    0.36,
    2.4,
    [
      'Personal finance made simple | {city}',
      'Investing, budgeting, financial freedom 📈',
      'Ex-banker talking money',
    ],
    'finance money investing personalfinance budgeting financialfreedom stocks savings sidehustle wealth',
    'coinwiseapp ledgerly stackandsave brightvest moneymindsclub',
    [
      'How I budget on an average salary',
      'Three money mistakes I made in my twenties',
      'Index funds explained in one minute',
      'My savings rate this year',
    ],
  ),
  niche(
    'music',
    0.55,
    1.4,
    [
      'Singer-songwriter from {city} 🎶',
      'Producer | beats & covers',
      'Music, {other} and late nights in the studio',
    ],
    'music singer musician cover songwriter producer guitar newmusic livemusic studio',
    'soundwaveaudio echochamberrec tunecraft stagelightco vinylhouse',
    [
      'New cover is out, link in bio',
      'Studio session till 3am',
      'Writing a song in one hour',
      'Live tonight, come say hi 🎤',
    ],
  ),
  niche(
    'pets',
    0.7,
    2.0,
    [
      'A very good dog and their human 🐶 {city}',
      'Cats, chaos and cuddles',
      'Pet trainer sharing daily tips',
    ],
    'dogsofinstagram catsofinstagram pets puppy dog cat petlovers dogtraining adoptdontshop cute',
    'pawsandco happytailsfood furryfriendshq barkbox purrfectplay',
    [
      'He heard the treat bag from two rooms away',
      'Training tip: recall in five steps',
      'Sunday nap champion 😴',
      'Adoption day anniversary!',
    ],
  ),
  niche(
    'home',
    0.76,
    2.4,
    [
      'Interiors & DIY from a small flat in {city}',
      'Home decor on a budget 🏡',
      'Plants, paint and {other}',
    ],
    'homedecor interiordesign diy homeinspo plants renovation cozyhome minimalism smallspaces homemakeover',
    'nestandnook oakandlinen greenleafplants brightroomco craftcorner',
    [
      'Before and after: the hallway',
      'Styling a small balcony',
      'Plant care routine for beginners 🪴',
      'DIY shelf for under 30',
    ],
  ),
  niche(
    'sports',
    0.3,
    1.8,
    [
      'Athlete | {city}',
      'Running, cycling and everything outdoors',
      'Coach, competitor, {other} fan',
    ],
    'sports running football basketball cycling marathon athlete training soccer outdoors',
    'sprintlabgear pitchperfectco endurefuel summitcycles courtsidehq',
    [
      'Race day, new personal best 🏅',
      'Long run in the rain, no regrets',
      'Match highlights from the weekend',
      'Recovery day routine',
    ],
  ),
  niche(
    'comedy',
    0.5,
    1.2,
    [
      'Making bad jokes on purpose',
      'Sketches about everyday life in {city}',
      'Comedian | tour dates below',
    ],
    'comedy funny memes humor sketch standup relatable lol funnyvideos skit',
    'laughtrackclub punchlinelive giggleboxmedia sketchyfriends openmicnights',
    [
      'When the group chat plans a trip',
      'POV: your first day at a new job',
      'Things my mum says, part 3',
      'Tour announcement 🎤',
    ],
  ),
  niche(
    'art',
    0.63,
    1.9,
    [
      'Illustrator & painter | commissions open',
      'Art, sketches and process videos from {city}',
      'Artist exploring {other}',
    ],
    'art artist illustration painting drawing sketchbook digitalart watercolor artwork creativeprocess',
    'inkandeasel canvascollective brushwerk paletteandpaper studiosupplyco',
    [
      'Timelapse of this week’s painting',
      'Sketchbook tour 🎨',
      'From pencil to final piece',
      'Commission finished, swipe for details',
    ],
  ),
];
