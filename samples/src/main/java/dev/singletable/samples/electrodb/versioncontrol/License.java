package dev.singletable.samples.electrodb.versioncontrol;

import dev.singletable.annotation.StoredAs;

/** A repository's licence, one of the texts ElectroDB's example allows, stored as that text. */
public enum License {
  @StoredAs("afl-3.0") AFL_3_0,
  @StoredAs("apache-2.0") APACHE_2_0,
  @StoredAs("artistic-2.0") ARTISTIC_2_0,
  @StoredAs("bsl-1.0") BSL_1_0,
  @StoredAs("bsd-2-clause") BSD_2_CLAUSE,
  @StoredAs("bsd-3-clause") BSD_3_CLAUSE,
  @StoredAs("bsd-3-clause-clear") BSD_3_CLAUSE_CLEAR,
  @StoredAs("cc") CC,
  @StoredAs("cc0-1.0") CC0_1_0,
  @StoredAs("cc-by-4.0") CC_BY_4_0,
  @StoredAs("cc-by-sa-4.0") CC_BY_SA_4_0,
  @StoredAs("wtfpl") WTFPL,
  @StoredAs("ecl-2.0") ECL_2_0,
  @StoredAs("epl-1.0") EPL_1_0,
  @StoredAs("epl-2.0") EPL_2_0,
  @StoredAs("eupl-1.1") EUPL_1_1,
  @StoredAs("agpl-3.0") AGPL_3_0,
  @StoredAs("gpl") GPL,
  @StoredAs("gpl-2.0") GPL_2_0,
  @StoredAs("gpl-3.0") GPL_3_0,
  @StoredAs("lgpl") LGPL,
  @StoredAs("lgpl-2.1") LGPL_2_1,
  @StoredAs("lgpl-3.0") LGPL_3_0,
  @StoredAs("isc") ISC,
  @StoredAs("lppl-1.3c") LPPL_1_3C,
  @StoredAs("ms-pl") MS_PL,
  @StoredAs("mit") MIT,
  @StoredAs("mpl-2.0") MPL_2_0,
  @StoredAs("osl-3.0") OSL_3_0,
  @StoredAs("postgresql") POSTGRESQL,
  @StoredAs("ofl-1.1") OFL_1_1,
  @StoredAs("ncsa") NCSA,
  @StoredAs("unlicense") UNLICENSE,
  @StoredAs("zlib") ZLIB
}
