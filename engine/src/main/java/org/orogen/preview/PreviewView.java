package org.orogen.preview;

/**
 * What the UI wants to see: camera (a copy, owned by the view), style, image sizes and the map
 * layer. Immutable once built. A sphere graph is seen through {@code globe}, a plane through
 * {@code camera}.
 *
 * @param camera    a private copy of the camera
 * @param style     drawing style
 * @param width     3D image width in pixels
 * @param height    3D image height in pixels
 * @param mapLayer  what the 2D map shows
 * @param maskIndex the mask shown when {@code mapLayer} is MASK
 * @param mapSize   2D map side in pixels (0 = no map)
 * @param globe     a private copy of the globe's camera
 */
public record PreviewView(OrbitCamera camera, PreviewStyle style, int width, int height, MapLayer mapLayer,
                          int maskIndex, int mapSize, GlobeCamera globe) {

    /** A view with the globe's default camera (plane graphs). */
    public PreviewView(OrbitCamera camera, PreviewStyle style, int width, int height, MapLayer mapLayer, int maskIndex,
                       int mapSize) {
        this(camera, style, width, height, mapLayer, maskIndex, mapSize, new GlobeCamera());
    }

    public PreviewView {
        camera = camera.copy();
        globe = globe.copy();
        if (width < 1 || height < 1 || width > 16384 || height > 16384 || mapSize < 0 || mapSize > 4096) {
            throw new IllegalArgumentException("Preview sizes out of range: " + width + "x" + height + ", map " + mapSize);
        }
    }

    /** True when the 2D map would look different from {@code other}'s (camera moves do not change it). */
    boolean mapDiffers(PreviewView other) {
        return other == null || mapLayer != other.mapLayer || maskIndex != other.maskIndex || mapSize != other.mapSize;
    }
}
