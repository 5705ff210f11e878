package dev.singletable.samples.shop;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Padded;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/**
 * A customer's question to the support team, in the customer's partition before the customer item
 * ({@code #QUESTION#...} sorts before {@code CUSTOMER#...}): seed 001 subtracts the question id from
 * 100000, so question 1 is {@code #QUESTION#99999}, question 2 {@code #QUESTION#99998}, and the
 * newest question comes first.
 */
@Entity(service = "shop", name = "question")
@Pk(template = "CUSTOMER#${customerId}", field = "PK", collection = "customer")
@Sk(template = "#QUESTION#${questionId}", field = "SK")
public record Question(String customerId, @Padded(value = 5, descending = true) int questionId, String text) {}
