package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A waybill whose index sort key renders as its primary sort key ({@code WAYBILL#${id}} both): {@code
 * toItem} stores the primary key's value again for the index key, and {@code fromItem} does not walk
 * an index key holding the same text as the primary key it has checked.
 */
@Entity(service = "waybills", name = "waybill")
@Pk(template = "TENANT#${tenant}")
@Sk(template = "WAYBILL#${id}")
@Gsi(index = "gsi1", name = "byCarrier", pk = "CARRIER#${carrier}", sk = "WAYBILL#${id}")
public record Waybill(String tenant, String id, String carrier, String note) {}
