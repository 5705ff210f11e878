package dev.singletable.samples.patterns;

import dev.singletable.runtime.Table;
import dev.singletable.runtime.operation.TransactWrite;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Seed 001's duplicated records: every change writes all copies of the settings together, in one
 * transaction, so that no reader sees copies that disagree; every read takes one copy at random.
 * The pattern trades writes for reads.
 */
public final class GlobalSettingsCopies {
  /** How many copies are kept: {@code GLOBAL_SETTINGS_01} to {@code GLOBAL_SETTINGS_03}. */
  public static final int COPIES = 3;

  private final Table table;
  private final Random random;

  private GlobalSettingsCopies(Table table, Random random) {
    this.table = table;
    this.random = random;
  }

  /**
   * The settings of a table, each read from a copy chosen at random.
   *
   * @param table the table
   * @return the settings
   */
  public static GlobalSettingsCopies of(Table table) {
    return new GlobalSettingsCopies(table, null);
  }

  /**
   * The settings of a table, each read from a copy chosen by {@code random}, to repeat a run.
   *
   * @param table the table
   * @param random chooses the copy each read takes
   * @return the settings
   */
  public static GlobalSettingsCopies of(Table table, Random random) {
    return new GlobalSettingsCopies(table, random);
  }

  /**
   * Writes the settings to every copy in one transaction: all copies change, or none.
   *
   * @param settings the settings
   */
  public void write(Map<String, Object> settings) {
    TransactWrite copies = TransactWrite.of(table);
    for (int copy = 1; copy <= COPIES; copy++) {
      copies.put(GlobalSettingsEntity.SCHEMA, new GlobalSettings(copy, settings));
    }
    copies.execute();
  }

  /**
   * Reads the settings from one copy chosen at random: one GetItem.
   *
   * @return the settings, empty before the first write
   */
  public Optional<Map<String, Object>> read() {
    int copy = 1 + (random == null ? ThreadLocalRandom.current().nextInt(COPIES) : random.nextInt(COPIES));
    return GlobalSettingsEntity.of(table).get(copy).execute().map(GlobalSettings::settings);
  }
}
