package dev.singletable.samples.extremes;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;
import java.util.Map;

/**
 * A player's badge, indexed by its own attributes: a text and a binary partition attribute, a text
 * and a number sort attribute; and a free-form document.
 */
@Entity(service = "extremes", name = "badge")
@Pk(template = "PLAYER#${player}")
@Sk(template = "BADGE#${badge}")
@Gsi(index = "byTeam", pkAttributes = {"team", "code"}, skAttributes = {"label", "rank"})
public record Badge(String player, String badge, String team, byte[] code, String label, Integer rank,
    Map<String, Object> details) {}
