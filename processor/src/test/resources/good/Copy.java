package com.example.library;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;
import dev.singletable.annotation.Sk;

/** ElectroDB names the table's index as it names the others: {@code copies} reads a book's copies. */
@Entity(service = "library")
@Pk(template = "BOOK#${isbn}", name = "copies")
@Sk(template = "#COPY#${copyId}")
@Gsi(index = "gsi1", name = "member", pk = "MEMBER#${memberId}", sk = "#COPY#${copyId}")
public record Copy(String isbn, String copyId, String memberId) {}
