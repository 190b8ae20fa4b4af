// Port: our own table of forty-eight summits (heights in metres), in place of the sample's
// list, which both the iOS and the Mac ports read.
/// Forty-eight summits, one `name,height` line each, heights in metres.
public let mountainsRawData = """
  Mount Everest,8849
  K2,8611
  Kangchenjunga,8586
  Lhotse,8516
  Makalu,8485
  Cho Oyu,8188
  Dhaulagiri,8167
  Manaslu,8163
  Nanga Parbat,8126
  Annapurna,8091
  Gasherbrum I,8080
  Broad Peak,8051
  Gasherbrum II,8035
  Shishapangma,8027
  Aconcagua,6961
  Ojos del Salado,6893
  Chimborazo,6263
  Denali,6190
  Mount Logan,5959
  Kilimanjaro,5895
  Mount Elbrus,5642
  Pico de Orizaba,5636
  Mount Kenya,5199
  Mount Ararat,5137
  Vinson Massif,4892
  Puncak Jaya,4884
  Mont Blanc,4808
  Dufourspitze,4634
  Matterhorn,4478
  Mount Whitney,4421
  Mount Rainier,4392
  Pikes Peak,4302
  Jungfrau,4158
  Mount Kinabalu,4095
  Eiger,3967
  Grossglockner,3798
  Mount Fuji,3776
  Aoraki,3724
  Teide,3715
  Mount Hood,3429
  Mount Etna,3357
  Zugspitze,2962
  Mount Olympus,2918
  Mount Saint Helens,2549
  Mount Kosciuszko,2228
  Mount Washington,1917
  Ben Nevis,1345
  Table Mountain,1085
  """
