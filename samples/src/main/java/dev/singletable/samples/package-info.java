/**
 * The seed documents' single-table designs as runnable code: the entities (one subpackage per
 * service), the seed items, and the {@link dev.singletable.samples.Demo} main.
 */
package dev.singletable.samples;
