package org.orogen.preview;

import static org.lwjgl.opengl.GL11.GL_TEXTURE_2D;
import static org.lwjgl.opengl.GL11.glBindTexture;
import static org.lwjgl.opengl.GL13.GL_TEXTURE0;
import static org.lwjgl.opengl.GL13.GL_TEXTURE1;
import static org.lwjgl.opengl.GL13.glActiveTexture;

import org.orogen.gl.ShaderProgram;

/**
 * Binds a bake's textures to the samplers of surface.glsl (the plane terrain's and the globe's
 * surface shaders): the height on unit 0, up to {@link MaskColours#MAX_TINTED} masks on the next
 * units, the colour after them. GL thread only.
 */
final class SurfaceTextures {
    private SurfaceTextures() {
    }

    /**
     * Binds {@code bake}'s textures and sets {@code shader}'s samplers, {@code u_hasAlbedo} and
     * {@code u_maskCount}; {@code shader} must be in use.
     *
     * @return the number of masks the surface tints with
     */
    static int bind(HeightBake bake, ShaderProgram shader) {
        glActiveTexture(GL_TEXTURE0);
        glBindTexture(GL_TEXTURE_2D, bake.heightTexture().id());
        int tinted = Math.min(MaskColours.MAX_TINTED, bake.maskCount());
        for (int i = 0; i < tinted; i++) {
            glActiveTexture(GL_TEXTURE1 + i);
            glBindTexture(GL_TEXTURE_2D, bake.maskTexture(i).id());
        }
        if (bake.hasColour()) {
            glActiveTexture(GL_TEXTURE1 + MaskColours.MAX_TINTED);
            glBindTexture(GL_TEXTURE_2D, bake.colourTexture().id());
        }
        glActiveTexture(GL_TEXTURE0);
        shader.setInt("u_height", 0);
        // Without a colour the sampler points at the height (never read: u_hasAlbedo is 0).
        shader.setInt("u_albedo", bake.hasColour() ? 1 + MaskColours.MAX_TINTED : 0);
        shader.setInt("u_hasAlbedo", bake.hasColour() ? 1 : 0);
        for (int i = 0; i < MaskColours.MAX_TINTED; i++) {
            shader.setInt("u_mask" + i, 1 + Math.min(i, Math.max(0, tinted - 1)));
        }
        shader.setInt("u_maskCount", tinted);
        return tinted;
    }
}
