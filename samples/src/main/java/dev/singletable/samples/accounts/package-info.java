/**
 * The users / organisations design: {@code user/<email>} and {@code organisation/<id>}
 * partitions holding the parent record and its one-to-many relations, and sign-in {@link
 * dev.singletable.samples.accounts.Account}s whose e-mail addresses are unique.
 */
package dev.singletable.samples.accounts;
