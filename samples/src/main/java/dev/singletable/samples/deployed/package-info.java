/**
 * Tables deployed from their generated infrastructure files: {@link
 * dev.singletable.samples.deployed.LedgerEntry} declares every table option, {@link
 * dev.singletable.samples.deployed.StockLevel} provisioned capacity. Their CloudFormation templates
 * are created on moto in the samples' tests and checked with the model's {@code TableCheck}.
 */
package dev.singletable.samples.deployed;
