/**
 * The published sources behind the scoring rules and the report texts. Each one carries a DOI or a
 * PMID so anyone can look it up. Titles stay in the language they were published in; where the
 * title was not at hand, square brackets say what the study is about instead of inventing a title.
 */
export interface StudyReference {
  citation: string;
  doi?: string;
  pmid?: string;
}

export const studyReferences = {
  corella2009: {
    citation:
      'Corella D, et al. APOA2, dietary fat, and body mass index: replication of a gene-diet interaction in 3 independent populations. Arch Intern Med. 2009;169(20):1897-1906.',
    doi: '10.1001/archinternmed.2009.343',
    pmid: '19901143',
  },
  corella2011: {
    citation:
      'Corella D, et al. Association between the APOA2 promoter polymorphism and body weight in Mediterranean and Asian populations: replication of a gene-saturated fat interaction. Int J Obes. 2011;35(5):666-675.',
    doi: '10.1038/ijo.2010.187',
  },
  frayling2007: {
    citation:
      'Frayling TM, et al. A common variant in the FTO gene is associated with body mass index and predisposes to childhood and adult obesity. Science. 2007;316(5826):889-894.',
    doi: '10.1126/science.1141634',
    pmid: '17434869',
  },
  wardle2008: {
    citation:
      'Wardle J, et al. Obesity associated genetic variation in FTO is associated with diminished satiety. J Clin Endocrinol Metab. 2008;93(9):3640-3643.',
    doi: '10.1210/jc.2008-0472',
    pmid: '18583465',
  },
  grant2006: {
    citation:
      'Grant SFA, et al. Variant of transcription factor 7-like 2 (TCF7L2) gene confers risk of type 2 diabetes. Nat Genet. 2006.',
    doi: '10.1038/ng1732',
  },
  saxena2006: {
    citation:
      'Saxena R, et al. Common SNPs in TCF7L2 are reproducibly associated with type 2 diabetes and reduce the insulin response to glucose in nondiabetic individuals. Diabetes. 2006;55(10):2890-2895.',
    doi: '10.2337/db06-0381',
  },
  bennet2007: {
    citation:
      'Bennet AM, et al. Association of apolipoprotein E genotypes with lipid levels and coronary risk. JAMA. 2007;298(11):1300-1311.',
    doi: '10.1001/jama.298.11.1300',
  },
  risck2018: {
    citation: '[Ensayo RISCK: genotipo APOE y reemplazo de grasas saturadas]. Nutrients. 2018;10(10):1524.',
    doi: '10.3390/nu10101524',
  },
  tanaka2009Pufa: {
    citation:
      'Tanaka T, et al. Genome-wide association study of plasma polyunsaturated fatty acids in the InCHIANTI Study. PLoS Genet. 2009;5(1):e1000338.',
    doi: '10.1371/journal.pgen.1000338',
    pmid: '19148276',
  },
  mathias2011: {
    citation: 'Mathias RA, et al. [Frecuencias alélicas de FADS según ascendencia]. BMC Genet. 2011;12:50.',
    doi: '10.1186/1471-2156-12-50',
  },
  efsaFats2010: {
    citation: 'EFSA NDA Panel. Scientific Opinion on Dietary Reference Values for fats. EFSA J. 2010;8(3):1461.',
    doi: '10.2903/j.efsa.2010.1461',
  },
  lampe2002: {
    citation: 'Lampe JW, et al. Brassica, biotransformation and cancer risk. J Nutr. 2002;132(10):2991-2994.',
    pmid: '12368383',
  },
  navarro2009: {
    citation: 'Navarro SL, et al. Cancer Epidemiol Biomarkers Prev. 2009;18(11):2974-2978.',
    doi: '10.1158/1055-9965.EPI-09-0701',
    pmid: '19900941',
  },
  cahill2009: {
    citation: 'Cahill LE, et al. Am J Clin Nutr. 2009;90(5):1411-1417.',
    doi: '10.3945/ajcn.2009.28327',
    pmid: '19710200',
  },
  forsberg2000: {
    citation: 'Forsberg L, et al. Blood Cells Mol Dis. 2000;26(5):423-426.',
    doi: '10.1006/bcmd.2000.0325',
    pmid: '11112379',
  },
  frosst1995: {
    citation:
      'Frosst P, et al. A candidate genetic risk factor for vascular disease: a common mutation in methylenetetrahydrofolate reductase. Nat Genet. 1995;10:111-113.',
    pmid: '7647779',
  },
  hickey2013: {
    citation:
      'Hickey SE, et al. ACMG Practice Guideline: lack of evidence for MTHFR polymorphism testing. Genet Med. 2013;15(2):153-156.',
    doi: '10.1038/gim.2012.165',
    pmid: '23288205',
  },
  hazra2009: {
    citation: 'Hazra A, et al. Hum Mol Genet. 2009;18(23):4677-4687.',
    doi: '10.1093/hmg/ddp428',
    pmid: '19744961',
  },
  enattah2002: {
    citation:
      'Enattah NS, et al. Identification of a variant associated with adult-type hypolactasia. Nat Genet. 2002.',
    pmid: '11788828',
  },
  storhaug2017: {
    citation: 'Storhaug CL, et al. Lancet Gastroenterol Hepatol. 2017.',
    doi: '10.1016/S2468-1253(17)30154-1',
  },
  hrubisko2021: {
    citation: 'Hrubisko M, et al. Nutrients. 2021;13(7):2228.',
    doi: '10.3390/nu13072228',
  },
  monsuur2008: {
    citation:
      'Monsuur AJ, et al. Effective detection of human leukocyte antigen risk alleles in celiac disease using tag single nucleotide polymorphisms. PLoS One. 2008;3(5):e2270.',
    doi: '10.1371/journal.pone.0002270',
    pmid: '18509540',
  },
  singh2018: {
    citation:
      'Singh P, et al. Global prevalence of celiac disease: systematic review and meta-analysis. Clin Gastroenterol Hepatol. 2018;16(6):823-836.',
    doi: '10.1016/j.cgh.2017.06.037',
    pmid: '29551598',
  },
  murray2007: {
    citation: 'Murray JA, et al. Clin Gastroenterol Hepatol. 2007;5(12):1406-1412.',
    doi: '10.1016/j.cgh.2007.08.013',
    pmid: '17919990',
  },
  cornelis2006: {
    citation:
      'Cornelis MC, et al. Coffee, CYP1A2 genotype, and risk of myocardial infarction. JAMA. 2006;295(10):1135-1141.',
    doi: '10.1001/jama.295.10.1135',
    pmid: '16522833',
  },
  poch2001: {
    citation:
      'Poch E, et al. Molecular basis of salt sensitivity in human hypertension: evaluation of renin-angiotensin-aldosterone system gene polymorphisms. Hypertension. 2001;38(5):1204-1209.',
    doi: '10.1161/hy1101.099479',
  },
  hiraga1996: {
    citation: 'Hiraga H, et al. Hypertension. 1996;27(3 Pt 2):569-572.',
    doi: '10.1161/01.hyp.27.3.569',
    pmid: '8613205',
  },
  bierut2012: {
    citation:
      'Bierut LJ, et al. ADH1B is associated with alcohol dependence and alcohol consumption in populations of European and African ancestry. Mol Psychiatry. 2012;17(4):445-450.',
    doi: '10.1038/mp.2011.124',
    pmid: '21968928',
  },
  holmes2014: {
    citation: 'Holmes MV, et al. BMJ. 2014;349:g4164.',
    doi: '10.1136/bmj.g4164',
    pmid: '25011450',
  },
  comasBaste2020: {
    citation:
      'Comas-Basté O, et al. Histamine intolerance: the current state of the art. Biomolecules. 2020;10(8):1181.',
    doi: '10.3390/biom10081181',
  },
  sanchezPerez2021: {
    citation:
      'Sánchez-Pérez S, et al. Low-histamine diets: is the exclusion of foods justified by their histamine content? Nutrients. 2021;13(5):1395.',
    doi: '10.3390/nu13051395',
  },
  duelo2024: {
    citation: 'Duelo A, et al. Nutrients. 2024;16(8):1142.',
    doi: '10.3390/nu16081142',
  },
  hnmt2000: {
    citation: '[Polimorfismo C314T de HNMT y asma]. Pharmacogenetics. 2000;10(3):261-266.',
    pmid: '10803682',
  },
  ferrucci2009: {
    citation: 'Ferrucci L, et al. Am J Hum Genet. 2009;84(2):123-133.',
    doi: '10.1016/j.ajhg.2008.12.019',
    pmid: '19185284',
  },
  mondul2011: {
    citation:
      'Mondul AM, et al. Genome-wide association study of circulating retinol levels. Hum Mol Genet. 2011;20(23):4724-4731.',
    doi: '10.1093/hmg/ddr387',
    pmid: '21878437',
  },
  hazra2008: {
    citation:
      'Hazra A, et al. Common variants of FUT2 are associated with plasma vitamin B12 levels. Nat Genet. 2008;40(10):1160-1162.',
    doi: '10.1038/ng.210',
    pmid: '18776911',
  },
  tanaka2009Vitamins: {
    citation:
      'Tanaka T, et al. Genome-wide association study of vitamin B6, vitamin B12, folate, and homocysteine blood concentrations. Am J Hum Genet. 2009;84(4):477-482.',
    doi: '10.1016/j.ajhg.2009.02.011',
    pmid: '19303062',
  },
  surendran2018: {
    citation: 'Surendran S, et al. Genes Nutr. 2018;13:2.',
    doi: '10.1186/s12263-018-0591-9',
  },
  carter2015: {
    citation: 'Carter TC, et al. J Nutr. 2015;145(7):1386-1393.',
    doi: '10.3945/jn.114.208769',
    pmid: '25972531',
  },
  wang2010: {
    citation:
      'Wang TJ, et al. Common genetic determinants of vitamin D insufficiency: a genome-wide association study. Lancet. 2010;376(9736):180-188.',
    doi: '10.1016/S0140-6736(10)60588-0',
    pmid: '20541252',
  },
  kapur2010: {
    citation:
      'Kapur K, et al. Genome-wide meta-analysis for serum calcium identifies significantly associated SNPs near the calcium-sensing receptor (CASR) gene. PLoS Genet. 2010;6(7):e1001035.',
    doi: '10.1371/journal.pgen.1001035',
  },
  tcgs2023: {
    citation: '[Estudio TCGS (Irán): variante rs2282679 de GC y vitamina D]. BMC Endocr Disord. 2023.',
    doi: '10.1186/s12902-023-01463-7',
  },
  meyer2010: {
    citation: 'Meyer TE, et al. PLoS Genet. 2010;6(8):e1001045.',
    doi: '10.1371/journal.pgen.1001045',
  },
  aric2015: {
    citation: '[Estudio ARIC: loci del magnesio sérico en afroamericanos]. BMC Genet. 2015.',
    doi: '10.1186/s12863-015-0219-7',
  },
  gichohiWainaina2015: {
    citation: 'Gichohi-Wainaina WN, et al. Genes Nutr. 2015;10(1):442.',
    doi: '10.1007/s12263-014-0442-2',
    pmid: '25416640',
  },
  benyamin2014: {
    citation:
      'Benyamin B, et al. Novel loci affecting iron homeostasis and their effects in individuals at risk for hemochromatosis. Nat Commun. 2014;5:4926.',
    doi: '10.1038/ncomms5926',
    pmid: '25352340',
  },
  timpson2010: {
    citation: 'Timpson NJ, et al. Am J Clin Nutr. 2010;92(2):375-382.',
    doi: '10.3945/ajcn.2010.29438',
    pmid: '20519558',
  },
  guest2018: {
    citation:
      'Guest N, et al. Caffeine, CYP1A2 genotype, and endurance performance in athletes. Med Sci Sports Exerc. 2018;50(8):1570-1578.',
    doi: '10.1249/MSS.0000000000001596',
    pmid: '29509641',
  },
  guest2021: {
    citation:
      'Guest NS, et al. ISSN position stand: caffeine and exercise performance. J Int Soc Sports Nutr. 2021;18(1):1.',
    doi: '10.1186/s12970-020-00383-4',
    pmid: '33388079',
  },
  pickering2018: {
    citation: 'Pickering C, et al. Sports Med. 2018;48(1):7-16.',
    doi: '10.1007/s40279-017-0776-1',
    pmid: '28853006',
  },
  ppargc1aMeta2025: {
    citation:
      '[Metaanálisis de 21 estudios (5.795 deportistas) sobre PPARGC1A Gly482Ser y resistencia]. Front Physiol. 2025.',
    doi: '10.3389/fphys.2025.1733458',
  },
  yang2003: {
    citation:
      'Yang N, et al. ACTN3 genotype is associated with human elite athletic performance. Am J Hum Genet. 2003.',
    pmid: '12879365',
  },
  fiuzaLuces2011: {
    citation: 'Fiuza-Luces C, et al. PLoS One. 2011;6(3):e17558.',
    doi: '10.1371/journal.pone.0017558',
  },
  gomezGallego2009: {
    citation: 'Gómez-Gallego F, et al. Eur J Appl Physiol. 2009;107(5):565-569.',
    doi: '10.1007/s00421-009-1166-7',
    pmid: '19701646',
  },
  zmijewski2018: {
    citation: 'Zmijewski P, et al. Biol Sport. 2018;35(4):313-319.',
    doi: '10.5114/biolsport.2018.76528',
    pmid: '30765915',
  },
} as const satisfies Record<string, StudyReference>;

export type StudyReferenceId = keyof typeof studyReferences;
