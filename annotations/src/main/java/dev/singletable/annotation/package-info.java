/**
 * The annotations that describe a single-table model: {@link dev.singletable.annotation.Entity},
 * its key templates ({@link dev.singletable.annotation.Pk}, {@link dev.singletable.annotation.Sk},
 * {@link dev.singletable.annotation.Gsi}) and the attribute annotations. They are read at compile
 * time by the singletable processor (CLASS retention) and depend on nothing.
 */
package dev.singletable.annotation;
