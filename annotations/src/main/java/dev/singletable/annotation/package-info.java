/**
 * The annotations that describe a single-table model: {@link dev.singletable.annotation.Entity},
 * its key templates ({@link dev.singletable.annotation.Pk}, {@link dev.singletable.annotation.Sk},
 * {@link dev.singletable.annotation.Gsi}) and the attribute annotations, among them those whose
 * values the library keeps: {@link dev.singletable.annotation.Version}, {@link
 * dev.singletable.annotation.CreatedAt}, {@link dev.singletable.annotation.UpdatedAt}, {@link
 * dev.singletable.annotation.Ttl} and {@link dev.singletable.annotation.Unique}, and those that give a
 * component a value when a write has none: {@link dev.singletable.annotation.GeneratedId} and {@link
 * dev.singletable.annotation.Default}. They are read at compile
 * time by the singletable processor (CLASS retention) and depend on nothing.
 */
package dev.singletable.annotation;
