/**
 * The event-sourcing design: events, snapshots and aggregate metadata sharing one partition per
 * aggregate ({@code AGGREGATE#<type>#<id>}), with a GSI over event types.
 */
package dev.singletable.samples.events;
