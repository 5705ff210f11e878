/**
 * The users / organisations design: {@code user/<email>} and {@code organisation/<id>}
 * partitions holding the parent record and its one-to-many relations.
 */
package dev.singletable.samples.accounts;
