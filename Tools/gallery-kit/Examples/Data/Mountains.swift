#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Mountains and their heights in metres above sea level, the data Mountains Search filters.
enum Mountains {
  /// One mountain.
  struct Mountain: Hashable, Sendable {
    let name: String
    let height: Int
  }

  static let all: [Mountain] = [
    ("Mount Everest", 8_849), ("K2", 8_611), ("Kangchenjunga", 8_586), ("Lhotse", 8_516),
    ("Makalu", 8_485), ("Cho Oyu", 8_188), ("Dhaulagiri I", 8_167), ("Manaslu", 8_163),
    ("Nanga Parbat", 8_126), ("Annapurna I", 8_091), ("Gasherbrum I", 8_080),
    ("Broad Peak", 8_051), ("Gasherbrum II", 8_035), ("Shishapangma", 8_027),
    ("Gyachung Kang", 7_952), ("Nuptse", 7_861), ("Masherbrum", 7_821), ("Nanda Devi", 7_816),
    ("Rakaposhi", 7_788), ("Kamet", 7_756), ("Namcha Barwa", 7_782), ("Muztagh Ata", 7_509),
    ("Ismoil Somoni Peak", 7_495), ("Jengish Chokusu", 7_439), ("Noshaq", 7_492),
    ("Pumori", 7_161), ("Ama Dablam", 6_812), ("Aconcagua", 6_961), ("Ojos del Salado", 6_893),
    ("Huascarán", 6_768), ("Chimborazo", 6_263), ("Denali", 6_190), ("Mount Logan", 5_959),
    ("Kilimanjaro", 5_895), ("Pico de Orizaba", 5_636), ("Mount Elbrus", 5_642),
    ("Mount Kenya", 5_199), ("Mount Ararat", 5_137), ("Vinson Massif", 4_892),
    ("Puncak Jaya", 4_884), ("Mont Blanc", 4_806), ("Dufourspitze", 4_634),
    ("Matterhorn", 4_478), ("Mount Whitney", 4_421), ("Mount Rainier", 4_392),
    ("Mount Elbert", 4_401), ("Mauna Kea", 4_207), ("Grossglockner", 3_798),
    ("Mount Fuji", 3_776), ("Aoraki / Mount Cook", 3_724), ("Mount Teide", 3_715),
    ("Zugspitze", 2_962), ("Mount Olympus", 2_917), ("Mount Kosciuszko", 2_228),
    ("Ben Nevis", 1_345), ("Snowdon", 1_085),
  ].map { Mountain(name: $0.0, height: $0.1) }
}
#endif
