/** Entities with indexes keyed by several typed attributes, and their tests on DynamoDB Local. */
package dev.singletable.samples.indexes;
