package dev.singletable.samples.numberkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigInteger;

/**
 * A counter tick: a string partition key and a sort key of any whole number stored as a DynamoDB
 * number (N).
 *
 * @param device the device, in the partition key
 * @param seq the tick number, the sort key
 * @param value what the tick counted
 */
@Entity(service = "ticks", name = "tick")
@Pk(template = "DEVICE#${device}")
@Sk(template = "${seq}", type = KeyType.NUMBER)
public record Tick(String device, BigInteger seq, Integer value) {}
