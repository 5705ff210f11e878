/**
 * Starting a DynamoDB engine for the samples: DynamoDB Local embedded or over HTTP on loopback, or
 * an endpoint taken from the environment. Only the samples and their tests depend on this.
 */
package dev.singletable.samples.local;
