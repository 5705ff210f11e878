package com.example.accounts;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** A singleton: both keys are constants, so key() takes nothing. */
@Entity(service = "accounts")
@Pk(template = "#SETTINGS")
@Sk(template = "#GLOBAL")
public record Settings(String theme) {}
