package org.orogen.export;

/**
 * Green-channel convention of tangent-space normal maps. Exported images have north up, so
 * OpenGL's "green points up" means green grows with the normal's world-y (north) component;
 * DirectX flips it.
 */
public enum NormalConvention {
    /** Y+ (OpenGL, Blender, Unity, Godot). */
    OPENGL(1),
    /** Y− (DirectX, Unreal). */
    DIRECTX(-1);

    private final int greenSign;

    NormalConvention(int greenSign) {
        this.greenSign = greenSign;
    }

    /** +1 or −1: multiplies the normal's north component before encoding green. */
    public int greenSign() {
        return greenSign;
    }
}
