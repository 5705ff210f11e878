package dev.singletable.samples.numberkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A sensor reading keyed by native numbers: the partition key {@code pk} is the sensor number and
 * the sort key {@code sk} the time in milliseconds, both stored as DynamoDB numbers (N).
 *
 * @param sensor the sensor number, the partition key
 * @param at when it was read, the sort key
 * @param label what was read
 */
@Entity(service = "readings", name = "reading")
@Pk(template = "${sensor}", type = KeyType.NUMBER)
@Sk(template = "${at}", type = KeyType.NUMBER)
public record Reading(long sensor, long at, String label) {}
