/**
 * Turns annotated elements into the model: {@link dev.singletable.processor.reading.EntityReader}
 * reads an {@code @Entity} record, its components and the records nested in them, with {@code
 * IndexReader} for its indexes and keys (in ElectroDB's layout, the keys {@code ElectroDbKeys}
 * renders); {@link dev.singletable.processor.reading.RuntimeSurfaceReader} reads the methods of the
 * runtime types generated classes extend. Annotations are read as mirrors, never as {@code Class} values, so that types generated in
 * the same compilation work. The only package besides the entry point that asks elements and
 * mirrors anything. Depends on the model and, for the faults that leave nothing to model, on
 * {@link dev.singletable.processor.diagnostics.Problems}; never on the checks or the writers.
 */
package dev.singletable.processor.reading;
