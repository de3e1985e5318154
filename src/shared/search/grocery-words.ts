// The words Indian shoppers use for groceries, in Latin and Devanagari spellings, with the
// catalogue words they mean (issue 30). Written for the kinds of goods a grocery sells; a
// website starts with these. The first meaning is the usual one: "atta" on its own is wheat
// atta, though bajra atta is atta too. Spelling variants ("chaval", "daal", "pyaaz") need no
// entry of their own: words are compared by their spelling key (spelling-key.ts).
export const GROCERY_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Staples
  atta: ["wheat atta", "atta"], aata: ["wheat atta", "atta"], "आटा": ["wheat atta", "atta"], gehun: ["wheat"], "गेहूं": ["wheat"],
  chawal: ["rice"], "चावल": ["rice"], dal: ["dal"], "दाल": ["dal"], arhar: ["toor dal"], tuvar: ["toor"], tur: ["toor"], "अरहर": ["toor dal"],
  moong: ["moong"], mung: ["moong"], masoor: ["masoor"], urad: ["urad"], chana: ["chana"], chole: ["kabuli chana", "chole"], rajma: ["rajma"],
  suji: ["sooji", "rava"], sooji: ["sooji", "rava"], rava: ["rava", "sooji"], "सूजी": ["sooji", "rava"], maida: ["maida"], "मैदा": ["maida"],
  besan: ["besan"], poha: ["poha"], chivda: ["poha"], sabudana: ["sabudana"], dalia: ["dalia"],
  cheeni: ["sugar"], chini: ["sugar"], shakkar: ["sugar"], "चीनी": ["sugar"], gud: ["jaggery"], gur: ["jaggery"], "गुड़": ["jaggery"],
  namak: ["salt"], "नमक": ["salt"], tel: ["oil"], "तेल": ["oil"], sarson: ["mustard"], "सरसों": ["mustard"], mungfali: ["groundnut", "peanut"], moongphali: ["groundnut", "peanut"],
  til: ["sesame"], nariyal: ["coconut"], ghee: ["ghee"], "घी": ["ghee"],
  // Spices
  mirchi: ["chilli", "mirch"], mirch: ["chilli", "mirch"], "मिर्च": ["chilli"], "मिर्ची": ["chilli"], haldi: ["turmeric"], "हल्दी": ["turmeric"],
  dhaniya: ["coriander"], dhania: ["coriander"], "धनिया": ["coriander"], jeera: ["jeera", "cumin"], "जीरा": ["jeera", "cumin"], rai: ["mustard seeds"],
  elaichi: ["elaichi"], laung: ["laung", "cloves"], dalchini: ["cinnamon"], "kali mirch": ["black pepper"], methi: ["methi"], saunf: ["fennel"], ajwain: ["ajwain"],
  hing: ["asafoetida", "hing"],
  // Vegetables and fruit
  tamatar: ["tomato"], "टमाटर": ["tomato"], pyaz: ["onion"], pyaaz: ["onion"], kanda: ["onion"], "प्याज": ["onion"], aloo: ["potato"], alu: ["potato"], "आलू": ["potato"],
  "phool gobi": ["cauliflower"], "phool gobhi": ["cauliflower"], "patta gobi": ["cabbage"], "band gobhi": ["cabbage"], gobi: ["cauliflower", "cabbage"], gobhi: ["cauliflower", "cabbage"],
  matar: ["peas"], mutter: ["peas"], "मटर": ["peas"], adrak: ["ginger"], "अदरक": ["ginger"], lehsun: ["garlic"], lahsun: ["garlic"], "लहसुन": ["garlic"],
  nimbu: ["lemon"], nimboo: ["lemon"], "नींबू": ["lemon"], bhindi: ["bhindi", "lady finger"], lauki: ["lauki", "bottle gourd"], baingan: ["brinjal"], gajar: ["carrot"], "गाजर": ["carrot"],
  kheera: ["cucumber"], kakdi: ["cucumber"], "shimla mirch": ["capsicum", "bell pepper"], pudina: ["mint"], "पुदीना": ["mint"], "kadi patta": ["curry leaves"], "kadhi patta": ["curry leaves"],
  "hari mirch": ["green chilli"], kela: ["banana"], "केला": ["banana"], aam: ["mango"], "आम": ["mango"], seb: ["apple"], "सेब": ["apple"], santra: ["orange"], "संतरा": ["orange"],
  anar: ["pomegranate"], "अनार": ["pomegranate"], angoor: ["grapes"], "अंगूर": ["grapes"], papita: ["papaya"], amrood: ["guava"], chikoo: ["sapota", "chikoo"], tarbooz: ["watermelon"],
  sabzi: ["vegetables"], sabji: ["vegetables"], phal: ["fruit"],
  // Dairy and bakery
  doodh: ["milk"], "दूध": ["milk"], dahi: ["dahi", "curd"], "दही": ["dahi", "curd"], makhan: ["butter"], "मक्खन": ["butter"], paneer: ["paneer"], "पनीर": ["paneer"],
  roti: ["chapati", "roti"], "रोटी": ["chapati", "roti"], chapati: ["chapati"], chapatti: ["chapati"], paratha: ["parotta", "paratha"], parotta: ["parotta"],
  chaas: ["chaas", "buttermilk"], malai: ["malai", "cream"], double: ["bread"], pav: ["pav"],
  // Drinks and snacks
  chai: ["tea", "chai"], "chai patti": ["tea"], "चाय": ["tea", "chai"], "चायपत्ती": ["tea"], coffee: ["coffee"], "कॉफी": ["coffee"], sharbat: ["sherbet"],
  maggi: ["instant noodles", "noodles"], namkeen: ["namkeen", "bhujia", "mixture"], bhujia: ["bhujia"], chips: ["chips", "wafers"], "बिस्किट": ["biscuits"],
  kaju: ["cashews"], "काजू": ["cashews"], badam: ["almonds", "badam"], "बादाम": ["almonds"], kishmish: ["kishmish", "raisins"], akhrot: ["walnut"], pista: ["pistachios"], makhana: ["makhana"],
  mithai: ["sweets"], ladoo: ["ladoo"], laddu: ["ladoo"], achaar: ["pickle"], achar: ["pickle"], chatni: ["chutney"], chutney: ["chutney"], shahad: ["honey"], "शहद": ["honey"],
  // Home and care
  sabun: ["soap"], "साबुन": ["soap"], manjan: ["toothpaste"], toothbrush: ["toothbrush"], "sar ka tel": ["hair oil"], shampoo: ["shampoo"], surf: ["detergent"],
  jhadu: ["broom"], pocha: ["floor cleaner"], agarbatti: ["agarbatti"], dhoop: ["dhoop"], kapoor: ["camphor"], diya: ["diya"], "बत्ती": ["wicks"],
  // English words shoppers use for what the catalogue names otherwise
  diapers: ["diaper"], nappies: ["diaper"], curd: ["curd", "dahi"], yoghurt: ["yogurt"], chilli: ["chilli"], chillies: ["chilli"], ketchup: ["ketchup"],
};

/** Hinglish words that join others ("sarson ka tel"): left out of a query of more words. */
export const JOINING_WORDS: ReadonlySet<string> = new Set(["ka", "ki", "ke", "aur", "wala", "wali", "का", "की", "के", "और"]);
