/**
 * Vector search: a product catalogue whose products carry an embedding of their title in a vector
 * index, searched within a category and filtered by brand. The embeddings come from {@link
 * dev.singletable.samples.catalogue.Embeddings}, a small deterministic function standing in for a
 * model, so the sample downloads nothing.
 */
package dev.singletable.samples.catalogue;
