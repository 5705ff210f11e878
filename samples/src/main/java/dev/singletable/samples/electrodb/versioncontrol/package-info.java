/**
 * ElectroDB's version-control example (users, repositories, pull requests, issues, the comments on
 * both, subscriptions) ported as a team adopting a table ElectroDB wrote would port it: the same
 * service, entities, indexes, collections and sub-collections, reading and writing the items
 * ElectroDB stores, with their {@code __edb_e__} and {@code __edb_v__} identity, values written
 * into keys as they are, and keys lower-cased as ElectroDB's default key casing folds them.
 */
package dev.singletable.samples.electrodb.versioncontrol;
