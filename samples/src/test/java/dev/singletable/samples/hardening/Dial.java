package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.IndexProjection;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A dial reading keyed by native numbers, listed by site through a keys-only index: queries of the
 * index return projection records, whose cursors hold the table's number keys.
 */
@Entity(service = "dials", name = "dial")
@Pk(template = "${dialId}", type = KeyType.NUMBER)
@Sk(template = "${at}", type = KeyType.NUMBER)
@Gsi(index = "gsi1", name = "bySite", pk = "SITE#${site}", sk = "DIAL#${dialId}",
    projection = IndexProjection.KEYS_ONLY)
public record Dial(long dialId, long at, String site, String reading) {}
