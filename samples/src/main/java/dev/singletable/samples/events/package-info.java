/**
 * The event-sourcing design: events, snapshots and aggregate metadata sharing one partition per
 * aggregate ({@code AGGREGATE#<type>#<id>}), with a GSI over event types, and the {@link
 * dev.singletable.samples.events.EventStore} that appends to them with optimistic concurrency and
 * replays them from the latest snapshot through the generated {@code EventsService}.
 */
package dev.singletable.samples.events;
