// Which picture a product gets: its kind, chosen from the words of its name (without the brand,
// since "Marie & Co. Biscuits Navratan Mix" is not a biscuit), else from its category.

/** The container a packaged product is drawn in; "produce" draws the food itself. */
export type Pack = "produce" | "bag" | "pouch" | "bottle" | "carton" | "jar" | "box" | "tub" | "tube" | "bar";

export interface ProductKind {
  /** A name for the kind, for tests and debugging ("tomato", "dal"). */
  id: string;
  /** Fluent Emoji names of the contents, the first the main one. */
  emoji: readonly string[];
  pack: Pack;
  /** True when no word of the name matched and the category chose. */
  fallback: boolean;
}

type Row = readonly [pattern: RegExp, id: string, emoji: readonly string[], pack: Pack];

// First match wins, so compound names come before their parts ("potato chips" before "potato",
// "coconut oil" before "coconut").
const KINDS: readonly Row[] = [
  // Snacks and sweets named after a vegetable or fruit.
  [/\bchips|wafers|crisps|nachos?\b/, "chips", ["french-fries"], "pouch"],
  [/\bfries\b/, "fries", ["french-fries"], "bag"],
  [/\bbhujia|namkeen|mixture|\bmix\b.*navratan|navratan|\bsev\b|makhana/, "namkeen", ["peanuts"], "pouch"],
  [/masala peanuts/, "namkeen", ["peanuts"], "pouch"],
  [/\bketchup\b/, "ketchup", ["tomato"], "bottle"],
  [/\bjam\b/, "jam", ["strawberry"], "jar"],
  [/\bpickle\b/, "pickle", ["mango"], "jar"],
  [/chilli sauce|schezwan|chutney|\bsauce\b/, "sauce", ["hot-pepper"], "bottle"],
  [/mayonnaise/, "mayonnaise", ["egg"], "jar"],
  [/peanut butter/, "peanut-butter", ["peanuts"], "jar"],
  [/\bhoney\b/, "honey", ["honey-pot"], "jar"],
  // Oils before the seeds and fruit they are pressed from.
  [/hair oil/, "hair-oil", ["leaf-fluttering-in-wind"], "bottle"],
  [/lamp oil/, "lamp-oil", ["diya-lamp"], "bottle"],
  [/\boil\b/, "oil", ["sunflower"], "bottle"],
  [/\bghee\b/, "ghee", ["butter"], "jar"],
  // Drinks before their flavours.
  [/\btea\b|\bchai\b/, "tea", ["hot-beverage", "leaf-fluttering-in-wind"], "box"],
  [/\bcoffee\b|decoction/, "coffee", ["hot-beverage"], "pouch"],
  [/coconut water/, "coconut-water", ["coconut"], "carton"],
  [/juice|nectar|\bdrink\b(?!.*(mix|health))|sherbet|shikanji/, "juice", ["tropical-drink"], "carton"],
  [/\bsoda\b|\bcola\b|ginger ale|tonic/, "soda", ["cup-with-straw"], "bottle"],
  [/health drink|drink mix|\bmalt\b|protein|badam milk/, "health-drink", ["glass-of-milk"], "jar"],
  [/\bchaas\b|\blassi\b/, "lassi", ["glass-of-milk"], "carton"],
  [/\bmilk\b(?!.*chocolate)/, "milk", ["glass-of-milk"], "carton"],
  // Dairy and bakery.
  [/\bcurd\b|\bdahi\b|yog(h)?urt/, "curd", ["bowl-with-spoon"], "tub"],
  [/paneer tikka|kebab|tikki|samosa|nuggets/, "frozen-snack", ["dumpling"], "box"],
  [/\bpaneer\b/, "paneer", ["cheese-wedge"], "box"],
  [/\bcheese\b/, "cheese", ["cheese-wedge"], "box"],
  [/\bbutter\b(?!.*(cookie|biscuit))/, "butter", ["butter"], "box"],
  [/\bbuns?\b|\bpav\b(?! bhaji)/, "buns", ["hamburger"], "bag"],
  [/\brusk\b/, "rusk", ["bread"], "bag"],
  [/\bbread\b/, "bread", ["bread"], "bag"],
  [/chapati|parotta|paratha|thepla|\broti\b/, "flatbread", ["flatbread"], "bag"],
  [/\beggs?\b/, "eggs", ["egg"], "box"],
  // Biscuits and sweets.
  [/biscuits?|cookies?|nankhatai/, "biscuits", ["cookie"], "bar"],
  [/chocolate|chocos|almond rocks/, "chocolate", ["chocolate-bar"], "bar"],
  [/soan papdi|kaju katli|mysore pak|ladoo|peda|chikki|barfi/, "mithai", ["moon-cake"], "box"],
  [/rasgulla|gulab jamun(?! mix)/, "tinned-sweet", ["dango"], "tub"],
  // Staples.
  [/\batta\b|flour|\bmaida\b|\bbesan\b/, "flour", ["sheaf-of-rice"], "bag"],
  [/\brava\b|sooji|dalia|poha|sabudana|upma|dhokla|idli|batter/, "rava", ["bowl-with-spoon"], "pouch"],
  [/\brice\b/, "rice", ["cooked-rice"], "bag"],
  [/\bdal\b|\bchana\b|rajma|lobia|moong|masoor|\burad\b|pulses?/, "dal", ["beans"], "pouch"],
  [/\bsalt\b|namak/, "salt", ["salt"], "pouch"],
  [/sugar|jaggery|mishri/, "sugar", ["ice"], "bag"],
  [/noodles|vermicelli/, "noodles", ["steaming-bowl"], "pouch"],
  [/pasta|penne|macaroni|spaghetti/, "pasta", ["spaghetti"], "pouch"],
  [/corn flakes|wheat flakes|muesli|granola|\boats\b|cereal|porridge/, "cereal", ["bowl-with-spoon"], "box"],
  [/ready to eat|dal makhani|pav bhaji|gulab jamun mix/, "ready-meal", ["curry-rice"], "box"],
  [/puree/, "puree", ["red-apple"], "pouch"],
  // Spices.
  [/chilli powder|red chilli/, "chilli-powder", ["hot-pepper"], "pouch"],
  [/turmeric|haldi(?! kumkum)/, "turmeric", ["ginger-root"], "pouch"],
  [/masala|rasam|sambar|powder(?!.*(detergent|datun|kumkum|tilak))/, "masala", ["hot-pepper", "herb"], "pouch"],
  [/jeera|cumin|\brai\b|mustard|elaichi|laung|cloves|dalchini|cinnamon|pepper(?!.*bell)|methi|saunf|fennel|tej patta|ajwain/, "whole-spice", ["herb"], "pouch"],
  // Dry fruits and seeds.
  [/almonds?|cashews?|walnuts?|pistachios?|\bnuts?\b/, "nuts", ["chestnut"], "pouch"],
  [/peanuts?/, "peanuts", ["peanuts"], "pouch"],
  [/raisins?|kishmish|\bdates\b|figs?|anjeer|apricots?/, "dried-fruit", ["grapes"], "pouch"],
  [/seeds\b/, "seeds", ["seedling"], "pouch"],
  // Personal and home care.
  [/toothpaste|datun/, "toothpaste", ["tooth"], "tube"],
  [/toothbrush/, "toothbrush", ["toothbrush"], "box"],
  [/mouthwash/, "mouthwash", ["sparkles"], "bottle"],
  [/shampoo|conditioner/, "shampoo", ["bubbles"], "bottle"],
  [/body wash|lotion/, "body-wash", ["lotion-bottle"], "bottle"],
  [/soap|bathing bar/, "soap", ["soap"], "bar"],
  [/detergent|fabric|stain|whitener/, "detergent", ["t-shirt", "bubbles"], "box"],
  [/dishwash|scrub/, "dishwash", ["sponge"], "bottle"],
  [/cleaner|degreaser/, "cleaner", ["sparkles"], "bottle"],
  [/naphthalene/, "naphthalene", ["white-flower"], "pouch"],
  [/garbage bags?/, "garbage-bags", ["wastebasket"], "box"],
  [/foil|cling wrap/, "wrap", ["roll-of-paper"], "box"],
  [/towel|napkins?|tissues?/, "paper", ["roll-of-paper"], "bag"],
  [/diapers?/, "diapers", ["baby"], "bag"],
  [/wipes/, "wipes", ["droplet"], "pouch"],
  // Pooja needs.
  [/agarbatti|dhoop|loban/, "incense", ["lotus"], "box"],
  [/camphor|wicks|diya/, "diya", ["diya-lamp"], "box"],
  [/kumkum|tilak|chandan/, "kumkum", ["red-circle"], "box"],
  // Fruit.
  [/banana/, "banana", ["banana"], "produce"],
  [/mango/, "mango", ["mango"], "produce"],
  [/apple/, "apple", ["red-apple"], "produce"],
  [/orange|mosambi|kinnow/, "orange", ["tangerine"], "produce"],
  [/pomegranate|anar/, "pomegranate", ["red-apple"], "produce"],
  [/papaya/, "papaya", ["mango"], "produce"],
  [/sapota|chikoo/, "chikoo", ["potato"], "produce"],
  [/guava/, "guava", ["green-apple"], "produce"],
  [/watermelon/, "watermelon", ["watermelon"], "produce"],
  [/grapes/, "grapes", ["grapes"], "produce"],
  [/kiwi/, "kiwi", ["kiwi-fruit"], "produce"],
  [/avocado/, "avocado", ["avocado"], "produce"],
  [/dragon fruit|pitaya/, "dragon-fruit", ["peach"], "produce"],
  [/pineapple/, "pineapple", ["pineapple"], "produce"],
  [/strawberr/, "strawberry", ["strawberry"], "produce"],
  [/lemon|lime|nimbu/, "lemon", ["lemon"], "produce"],
  [/coconut/, "coconut", ["coconut"], "produce"],
  // Vegetables and herbs.
  [/tomato/, "tomato", ["tomato"], "produce"],
  [/onion/, "onion", ["onion"], "produce"],
  [/potato|aloo/, "potato", ["potato"], "produce"],
  [/carrot/, "carrot", ["carrot"], "produce"],
  [/capsicum|bell pepper/, "capsicum", ["bell-pepper"], "produce"],
  [/cauliflower|broccoli|cabbage/, "brassica", ["broccoli"], "produce"],
  [/brinjal|baingan|eggplant/, "brinjal", ["eggplant"], "produce"],
  [/cucumber|gourd|lauki|zucchini|lady finger|bhindi/, "gourd", ["cucumber"], "produce"],
  [/\bpeas\b|matar/, "peas", ["pea-pod"], "produce"],
  [/corn/, "corn", ["ear-of-corn"], "produce"],
  [/chilli/, "chilli", ["hot-pepper"], "produce"],
  [/ginger/, "ginger", ["ginger-root"], "produce"],
  [/garlic/, "garlic", ["garlic"], "produce"],
  [/coriander|mint|curry leaves|methi leaves|spinach|palak/, "leaves", ["leafy-green"], "produce"],
  [/mushroom/, "mushroom", ["mushroom"], "produce"],
  [/mixed vegetables/, "mixed-vegetables", ["carrot", "pea-pod", "ear-of-corn"], "bag"],
];

// The category's own kind, for a product whose name says nothing drawable; matched against
// the category's name and its parent's.
const CATEGORY_KINDS: readonly Row[] = [
  [/exotic/, "exotic", ["avocado", "kiwi-fruit", "bell-pepper"], "produce"],
  [/vegetable/, "vegetables", ["tomato", "carrot", "leafy-green"], "produce"],
  [/fruit(?!s? &? ?seeds)|fruits$/, "fruits", ["banana", "red-apple", "grapes"], "produce"],
  [/herb|season/, "herbs", ["leafy-green", "hot-pepper", "lemon"], "produce"],
  [/milk/, "milk", ["glass-of-milk"], "carton"],
  [/curd|paneer|yog/, "curd", ["bowl-with-spoon", "cheese-wedge"], "tub"],
  [/butter|ghee/, "butter", ["butter"], "jar"],
  [/cheese/, "cheese", ["cheese-wedge"], "box"],
  [/bread|bun|bak/, "bread", ["bread", "croissant"], "bag"],
  [/dairy/, "dairy", ["glass-of-milk", "cheese-wedge", "butter"], "carton"],
  [/atta|flour/, "flour", ["sheaf-of-rice"], "bag"],
  [/rice/, "rice", ["cooked-rice"], "bag"],
  [/dal|pulse/, "dal", ["beans"], "pouch"],
  [/sooji|besan/, "rava", ["bowl-with-spoon"], "pouch"],
  [/oil/, "oil", ["sunflower"], "bottle"],
  [/spice|masala/, "spices", ["hot-pepper", "herb"], "pouch"],
  [/salt|sugar/, "salt", ["salt"], "pouch"],
  [/namkeen/, "namkeen", ["peanuts"], "pouch"],
  [/chips|crisps/, "chips", ["french-fries"], "pouch"],
  [/biscuit|cookie/, "biscuits", ["cookie"], "bar"],
  [/snack/, "snacks", ["popcorn", "french-fries", "cookie"], "pouch"],
  [/tea/, "tea", ["hot-beverage"], "box"],
  [/coffee/, "coffee", ["hot-beverage"], "pouch"],
  [/juice/, "juice", ["tropical-drink"], "carton"],
  [/soft drink/, "soda", ["cup-with-straw"], "bottle"],
  [/health drink/, "health-drink", ["glass-of-milk"], "jar"],
  [/beverage|drink/, "drinks", ["hot-beverage", "tropical-drink", "cup-with-straw"], "bottle"],
  [/cereal/, "cereal", ["bowl-with-spoon"], "box"],
  [/noodle|pasta/, "noodles", ["steaming-bowl", "spaghetti"], "pouch"],
  [/ready|instant/, "ready-meal", ["curry-rice"], "box"],
  [/spread|sauce/, "sauce", ["honey-pot", "tomato"], "jar"],
  [/breakfast/, "breakfast", ["bowl-with-spoon", "pancakes", "croissant"], "box"],
  [/indian sweet|mithai/, "mithai", ["moon-cake"], "box"],
  [/chocolate/, "chocolate", ["chocolate-bar"], "bar"],
  [/sweet/, "sweets", ["moon-cake", "chocolate-bar", "lollipop"], "box"],
  [/bath|body/, "soap", ["soap", "bubbles"], "bar"],
  [/hair/, "hair-care", ["bubbles"], "bottle"],
  [/oral|tooth/, "oral-care", ["tooth", "toothbrush"], "tube"],
  [/personal/, "personal-care", ["soap", "toothbrush", "lotion-bottle"], "bottle"],
  [/detergent|laundry/, "detergent", ["t-shirt", "bubbles"], "box"],
  [/cleaner/, "cleaner", ["sparkles", "sponge"], "bottle"],
  [/kitchen/, "kitchen", ["roll-of-paper", "sponge"], "box"],
  [/home/, "home-care", ["sponge", "broom", "bubbles"], "bottle"],
  [/baby food/, "baby-food", ["baby-bottle"], "box"],
  [/diaper|wipe/, "diapers", ["baby"], "bag"],
  [/baby/, "baby-care", ["baby-bottle", "baby", "teddy-bear"], "box"],
  [/agarbatti|dhoop|incense/, "incense", ["lotus"], "box"],
  [/pooja|puja/, "pooja", ["diya-lamp", "lotus", "blossom"], "box"],
  [/frozen snack/, "frozen-snack", ["dumpling"], "box"],
  [/frozen/, "frozen", ["snowflake", "pea-pod", "flatbread"], "bag"],
  [/nut/, "nuts", ["chestnut", "peanuts"], "pouch"],
  [/dried|dry fruit|seed/, "dry-fruits", ["chestnut", "grapes", "peanuts"], "pouch"],
];

const GENERIC: Omit<ProductKind, "fallback"> = { id: "grocery", emoji: ["shopping-bags"], pack: "box" };

/** Categories whose products are sold loose, drawn as the food itself rather than a pack. */
const FRESH = /vegetable|fruit(?!s? &? ?seeds)|herb|exotic/;

function match(rows: readonly Row[], text: string): Omit<ProductKind, "fallback"> | undefined {
  const row = rows.find(([pattern]) => pattern.test(text));
  return row ? { id: row[1], emoji: row[2], pack: row[3] } : undefined;
}

/** The name without its brand's words at the front ("Sona Oils Jeera" → "Jeera"). */
export function nameWithoutBrand(name: string, brand: string): string {
  const rest = brand && name.toLowerCase().startsWith(brand.toLowerCase()) ? name.slice(brand.length).trim() : name;
  return rest || name;
}

/** The category's own kind, or a shopping bag for a category with no word we know. */
export function categoryKind(categoryNames: readonly string[]): Omit<ProductKind, "fallback"> {
  for (const name of categoryNames) {
    const kind = match(CATEGORY_KINDS, name.toLowerCase());
    if (kind) return kind;
  }
  return GENERIC;
}

/** A parent category's emoji: one from each child (up to three), what the aisle holds. */
export function parentCategoryEmoji(name: string, childNames: readonly string[]): string[] {
  const own = [...new Set(childNames.map((child) => categoryKind([child, name]).emoji[0]!))];
  return own.length > 1 ? own.slice(0, 3) : [...categoryKind([name]).emoji];
}

/**
 * The kind of a product, from its name (brand words removed) and its category names, leaf
 * first. Fresh categories draw the produce itself; elsewhere a fruit or vegetable name ("Frozen
 * Green Peas") is packed in its category's container.
 */
export function productKind(name: string, brand: string, categoryNames: readonly string[]): ProductKind {
  const words = nameWithoutBrand(name, brand).toLowerCase();
  const category = categoryKind(categoryNames);
  const fresh = !/frozen|dried|dry/.test(categoryNames.join(" ").toLowerCase()) && categoryNames.some((c) => FRESH.test(c.toLowerCase()));
  const named = match(KINDS, words);
  if (!named) return { ...category, pack: fresh ? "produce" : category.pack === "produce" ? "bag" : category.pack, fallback: true };
  const pack = fresh ? "produce" : named.pack === "produce" ? (category.pack === "produce" ? "bag" : category.pack) : named.pack;
  return { ...named, pack, fallback: false };
}

/** The emoji of every kind named in a sentence, in the order they appear ("Milk, curd and paneer"). */
export function emojiInText(text: string): string[] {
  const lower = text.toLowerCase();
  const found: { at: number; emoji: string }[] = [];
  for (const [pattern, , emoji] of [...KINDS, ...CATEGORY_KINDS]) {
    const global = new RegExp(pattern.source, "g");
    const hit = global.exec(lower);
    if (hit) found.push({ at: hit.index, emoji: emoji[0]! });
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.emoji))];
}
