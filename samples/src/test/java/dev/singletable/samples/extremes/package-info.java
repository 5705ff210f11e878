/**
 * Extreme values of every key type and index kind, written and read back: what a
 * write accepts reads back exactly, what cannot is refused before anything is sent.
 */
package dev.singletable.samples.extremes;
