/**
 * Starting a DynamoDB engine for the samples: a moto server the test kit starts on loopback, or an
 * endpoint taken from the environment (DynamoDB Local or LocalStack run by the user, or AWS). Only
 * the samples and their tests depend on this.
 */
package dev.singletable.samples.engine;
