package dev.singletable.samples.electrodb.versioncontrol;

/**
 * A reviewer's verdict on a pull request, one value of its {@code reviewers} map (ElectroDB's {@code
 * PullRequestReviewer}, stored in its {@code any} attribute).
 *
 * @param approved whether the reviewer approved it
 * @param updatedAt when, ISO-8601 text
 */
public record Reviewer(boolean approved, String updatedAt) {}
