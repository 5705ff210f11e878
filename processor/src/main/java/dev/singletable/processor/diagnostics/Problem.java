package dev.singletable.processor.diagnostics;

import dev.singletable.processor.model.Position;

/**
 * One error to print.
 *
 * @param message which message
 * @param position where it points
 * @param text the formatted text, starting with the message id
 */
public record Problem(Message message, Position position, String text) {}
