package org.orogen.preview;

/**
 * Where a camera looks from, independent of the terrain's size.
 *
 * @param azimuth   degrees from east (+x) towards north (+y): 225 looks from the south-west
 * @param elevation degrees above the horizontal
 * @param distance  distance from the terrain centre as a multiple of the terrain's larger side
 */
public record CameraPose(double azimuth, double elevation, double distance) {

    /**
     * From the south-west, 32° up. Its distance is what a square terrain of moderate relief
     * needs; {@link OrbitCamera#reset} fits the distance to the actual terrain instead.
     */
    public static final CameraPose DEFAULT = new CameraPose(225, 32, 1.25);

    public CameraPose {
        if (!Double.isFinite(azimuth) || !Double.isFinite(elevation) || !(distance > 0) || !Double.isFinite(distance)) {
            throw new IllegalArgumentException("Camera needs a finite azimuth and elevation and a positive distance,"
                    + " got " + azimuth + "," + elevation + "," + distance);
        }
    }

    /**
     * Parses {@code azimuth,elevation,distance}, e.g. {@code 225,32,1.25}.
     *
     * @throws IllegalArgumentException naming the expected form when the text is not three numbers
     */
    public static CameraPose parse(String text) {
        String[] parts = text.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("--camera wants azimuth,elevation,distance (degrees, degrees,"
                    + " multiples of the terrain size), e.g. 225,32,1.25; got '" + text + "'");
        }
        try {
            return new CameraPose(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()),
                    Double.parseDouble(parts[2].strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--camera wants three numbers azimuth,elevation,distance,"
                    + " e.g. 225,32,1.25; got '" + text + "'");
        }
    }
}
