/**
 * Tables written by other tools, adopted as they are stored: seed 001's one-to-many table with its
 * {@code TYPE} column ({@code CUSTOMER}, {@code ORDER}) and no version attribute, its users whose
 * e-mail addresses are claimed by {@code USEREMAIL#<email>} guard items, and purchases written by
 * the AWS SDK's Enhanced Client from a bean schema, which carry no identity attribute at all and are
 * owned by their keys alone.
 */
package dev.singletable.samples.adopted;
