package org.orogen.bake;

import java.util.List;

/**
 * A {@link FieldSampler} that evaluates plain Java functions of world position on the CPU, in
 * double precision. It exercises the export pipeline without a GPU: tests compare exported files
 * with these functions, and the benchmark uses it to time encoding apart from baking.
 */
public final class FunctionSampler implements FieldSampler {

    /** A scalar field with its gradient: fills {@code out} with (value, ∂/∂x, ∂/∂y). */
    @FunctionalInterface
    public interface Field {
        void evaluate(double x, double y, double[] out);
    }

    private final Field height;
    private final List<String> maskNames;
    private final List<Field> masks;
    private final int bandRows;

    /**
     * @param height    the height field in metres
     * @param maskNames mask output names
     * @param masks     one field per name (only the value is used)
     * @param bandRows  rows per band (small values exercise band boundaries)
     */
    public FunctionSampler(Field height, List<String> maskNames, List<Field> masks, int bandRows) {
        if (maskNames.size() != masks.size()) {
            throw new IllegalArgumentException(maskNames.size() + " mask names for " + masks.size() + " masks");
        }
        this.height = height;
        this.maskNames = List.copyOf(maskNames);
        this.masks = List.copyOf(masks);
        this.bandRows = bandRows;
    }

    @Override
    public List<String> maskNames() {
        return maskNames;
    }

    @Override
    public int bandRows(int width) {
        return bandRows;
    }

    @Override
    public void sample(SampleGrid grid, SampleBand band) {
        double[] v = new double[3];
        int width = band.width();
        for (int row = band.firstRow(); row < band.firstRow() + band.rows(); row++) {
            double y = grid.worldY(row);
            for (int column = 0; column < width; column++) {
                double x = grid.worldX(column);
                int i = band.index(row, column);
                height.evaluate(x, y, v);
                band.height()[i] = (float) v[0];
                band.gradX()[i] = (float) v[1];
                band.gradY()[i] = (float) v[2];
                for (int m = 0; m < masks.size(); m++) {
                    masks.get(m).evaluate(x, y, v);
                    band.mask(m)[i] = (float) v[0];
                }
            }
        }
    }

    @Override
    public void close() {
        // Nothing to release.
    }
}
