/**
 * Seed 001's attribute versioning: a large document split into parts, each part versioned on its
 * own ({@code INTRO_V1}, {@code MAIN_CONTENT_V1}, {@code MAIN_CONTENT_V2}, {@code SUMMARY_V1}), so
 * that a change writes only the part that changed.
 */
package dev.singletable.samples.documents;
