package dev.singletable.samples.patterns;

import dev.singletable.annotation.Attribute;
import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import java.util.Map;

/**
 * One copy of the global settings, seed 001's duplicated records: the same settings stored under
 * {@code GLOBAL_SETTINGS_01}, {@code _02} and {@code _03}, so that a setting read on every request
 * spreads its reads over three partitions (see {@link GlobalSettingsCopies}).
 */
@Entity(service = "settings", name = "globalSettings")
@Pk(template = "GLOBAL_SETTINGS_${copy}", field = "PK")
public record GlobalSettings(@Padded(2) int copy, @Attribute(name = "Settings") Map<String, Object> settings) {}
