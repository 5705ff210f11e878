/**
 * The singletable annotation processor. {@link dev.singletable.processor.SingleTableProcessor} runs
 * one path in one direction for every {@code @Entity}: {@code reading} turns elements into the
 * {@code model}, {@code checks} report what is wrong with it, and {@code writer} turns a clean model
 * into source; once a round leaves no entity waiting, each complete service is written too. Reading
 * and the checks report in the words of {@code diagnostics}; the layout {@code lock} holds every
 * entity to the storage layout its version recorded. This package holds the round logic and the
 * reporter that points messages at their source positions; the subpackages never depend on it.
 */
package dev.singletable.processor;
