/**
 * ElectroDB's library example (authors, books and their copies on loan, genres, members) ported as a
 * team adopting a table ElectroDB wrote would port it: the same service, entities, indexes and
 * collections, reading and writing the items ElectroDB stores. Each entity is in ElectroDB's layout
 * ({@code @Entity(layout = KeyLayout.ELECTRODB)}): its templates name only each key's components, as
 * ElectroDB's {@code composite} arrays do, and the keys are rendered as ElectroDB renders them
 * ({@code $library#authorlastname_king}, {@code $works#book_1#loanenddate_available}), lower-cased,
 * with values written into them as they are and the {@code __edb_e__} and {@code __edb_v__} identity.
 */
package dev.singletable.samples.electrodb.library;
