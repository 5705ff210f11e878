package dev.singletable.benchmarks.model;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.List;

/** The nested item: a record holding a record (M) and a list of records (L of M). */
@Entity(service = "bench", name = "shipment")
@Pk(template = "CUSTOMER#${customerId}")
@Sk(template = "SHIPMENT#${shipmentId}")
public record Shipment(
    String customerId, String shipmentId, String carrier, Address address, List<Parcel> parcels) {}
