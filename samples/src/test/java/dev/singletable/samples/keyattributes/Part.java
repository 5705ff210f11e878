package dev.singletable.samples.keyattributes;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;

/**
 * A part of a warehouse's inventory, written by this library, whose key attributes are its
 * components themselves: the part number is {@code part_number}, the table's number partition key;
 * the bin is {@code bin}, the partition key of the required index {@code by_bin}; a recall is
 * {@code recall}, the partition key of the sparse index {@code by_recall}; the supplier index is keyed
 * by the supplier and the part number as they are stored.
 *
 * @param partNumber the part number, the partition key
 * @param bin where it is stored, which every part has
 * @param supplier who delivers it
 * @param recall the recall the part is under, if any
 * @param stock how many are in stock
 */
@Entity(service = "warehouse", name = "part")
@Pk(template = "${partNumber}", field = "part_number", type = KeyType.NUMBER)
@Gsi(index = "by_bin", name = "byBin", pk = "${bin}", pkField = "bin", required = true)
@Gsi(index = "by_recall", name = "byRecall", pk = "${recall}", pkField = "recall")
@Gsi(index = "by_supplier", name = "bySupplier", pkAttributes = "supplier", skAttributes = "partNumber")
public record Part(@Attribute(name = "part_number") long partNumber, String bin, String supplier, String recall,
    int stock) {}
