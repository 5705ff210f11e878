package dev.singletable.samples.catalogue;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A review of a product, in the product's partition: another entity of the catalogue's table, which
 * a search of the products' vector index never returns as a product.
 *
 * @param sku the product reviewed
 * @param reviewId the review
 * @param text what the reviewer wrote
 */
@Entity(service = "catalogue")
@Pk(template = "PRODUCT#${sku}")
@Sk(template = "REVIEW#${reviewId}")
public record Review(String sku, String reviewId, String text) {}
