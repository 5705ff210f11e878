package dev.singletable.samples.electrodb.taskmanager;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * ElectroDB's {@code Office} entity, model version {@code "1"}: by country and state, sorted by city,
 * zip and name, and by name on {@code gsi1} (collection {@code workplaces}, with its employees).
 *
 * @param officeName its name
 * @param country its country
 * @param state its state
 * @param city its city
 * @param zip its zip code
 * @param address its street address
 */
@Entity(service = "taskManager", name = "office", typeAttribute = "__edb_e__", typeValue = "Office",
    versionAttribute = "__edb_v__", versionAsString = true, unescapedKeys = true)
@Pk(template = "$task-manager#country_${country}#state_${state}", field = "pk")
@Sk(template = "$office_1#city_${city}#zip_${zip}#officename_${officeName}", field = "sk")
@Gsi(index = "gsi1pk-gsi1sk-index", name = "office", pk = "$task-manager#officename_${officeName}",
    sk = "$workplaces#office_1", pkField = "gsi1pk", skField = "gsi1sk", collection = "workplaces")
public record Office(String officeName, String country, String state, String city, String zip, String address) {}
