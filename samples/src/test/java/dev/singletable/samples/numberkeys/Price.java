package dev.singletable.samples.numberkeys;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.KeyType;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.math.BigDecimal;

/**
 * A price point of a product: the sort key is a decimal stored as a DynamoDB number (N).
 *
 * @param sku the product, in the partition key
 * @param amount the price, the sort key
 * @param note what the price is for
 */
@Entity(service = "prices", name = "price")
@Pk(template = "SKU#${sku}")
@Sk(template = "${amount}", type = KeyType.NUMBER)
public record Price(String sku, BigDecimal amount, String note) {}
