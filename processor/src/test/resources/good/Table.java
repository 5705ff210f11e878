package com.example.clash;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** Names that collide with generated and runtime names: the record Table, components PK, SCHEMA, table... */
@Entity(service = "clash")
@Pk(template = "T#${PK}#${SCHEMA}")
@Sk(template = "I#${table}#${item}#${value}#${key}#${NAME}")
public record Table(String PK, String SCHEMA, int table, String item, String value, String key, String NAME,
                    Schema schema) {

  public record Schema(String Schema, int value) {}
}
