/**
 * The samples of the recipes under {@code docs/recipes/}: each sub-package holds one recipe's model
 * and the small piece of application code it is about, and its test runs them on the engine.
 */
package dev.singletable.samples.recipes;
