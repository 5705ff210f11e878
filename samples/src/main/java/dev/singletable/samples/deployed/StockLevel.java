package dev.singletable.samples.deployed;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Provisioned;
import dev.singletable.annotation.Sk;

/**
 * The stock of an article in a warehouse, on a table billed with provisioned capacity: one index
 * with capacity of its own, one with the table's.
 *
 * @param sku the article
 * @param warehouse the warehouse
 * @param quantity how many are there
 * @param bin where they are
 */
@Entity(service = "stock", name = "level")
@Provisioned(read = 5, write = 5)
@Pk(template = "SKU#${sku}")
@Sk(template = "WAREHOUSE#${warehouse}")
@Gsi(index = "gsi1", name = "byWarehouse", pk = "WAREHOUSE#${warehouse}", sk = "QTY#${quantity}",
    readCapacity = 2, writeCapacity = 1)
@Gsi(index = "gsi2", name = "byBin", pk = "BIN#${bin}")
public record StockLevel(String sku, String warehouse, @Padded(8) int quantity, String bin) {}
