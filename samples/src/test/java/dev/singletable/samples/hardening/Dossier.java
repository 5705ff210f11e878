package dev.singletable.samples.hardening;

import dev.singletable.annotation.Entity;
import dev.singletable.annotation.Gsi;
import dev.singletable.annotation.Pk;

/**
 * A case file with two long texts, indexed by owner and title (a template index, which an update of
 * the title alone completes from the stored owner) and by its code and region (an index keyed by the
 * attributes themselves, whose partition key DynamoDB measures as both together).
 *
 * @param id the file's id
 * @param owner who owns it
 * @param title its title
 * @param code its code
 * @param region its region
 * @param notes long notes
 * @param summary a long summary
 */
@Entity(service = "dossiers", name = "dossier")
@Pk(template = "DOSSIER#${id}")
@Gsi(index = "gsi1", name = "byOwner", pk = "OWNER#${owner}", sk = "TITLE#${title}")
@Gsi(index = "byCode", pkAttributes = {"code", "region"})
public record Dossier(String id, String owner, String title, String code, String region, String notes, String summary) {}
