package org.orogen.gl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.orogen.bake.HeightmapImage;

/**
 * What a {@link FieldEvaluator} binds besides parameters: the program's image inputs (one per
 * texture binding, in binding order, {@code null} or missing = unset, which reads zero) and extra
 * textures bound to sampler uniforms by name (e.g. an earlier stage's output read as
 * {@code u_stage_x}). Images are uploaded once per {@link HeightmapImage} instance, so pass the same
 * instances while the files are unchanged (the preview's {@code ImageFileCache} does).
 *
 * @param images   image inputs in texture binding order
 * @param samplers sampler uniform name → texture, bound in this order
 * @param vectors  extra {@code vec2} uniforms by name (a pass-plan stage's halos), set after the
 *                 parameters
 * @param buffers  shader storage buffers by binding point (a paint stage's strokes of this block)
 */
public record FieldInputs(List<HeightmapImage> images, Map<String, Texture> samplers, Map<String, Vec2> vectors,
                          Map<Integer, StorageBuffer> buffers) {

    /** No images (unset inputs read zero) and no extra textures. */
    public static final FieldInputs NONE = new FieldInputs(List.of(), Map.of());

    /** The value of an extra {@code vec2} uniform. */
    public record Vec2(float x, float y) {
    }

    public FieldInputs {
        images = Collections.unmodifiableList(new ArrayList<>(images)); // nulls allowed: unset inputs
        samplers = Collections.unmodifiableMap(new LinkedHashMap<>(samplers));
        vectors = Collections.unmodifiableMap(new LinkedHashMap<>(vectors));
        buffers = Collections.unmodifiableMap(new LinkedHashMap<>(buffers));
    }

    public FieldInputs(List<HeightmapImage> images, Map<String, Texture> samplers, Map<String, Vec2> vectors) {
        this(images, samplers, vectors, Map.of());
    }

    public FieldInputs(List<HeightmapImage> images, Map<String, Texture> samplers) {
        this(images, samplers, Map.of());
    }

    /** The program's image inputs ({@code org.orogen.bake.ImageInputs#load}), nothing else. */
    public static FieldInputs images(List<HeightmapImage> images) {
        return new FieldInputs(images, Map.of());
    }

    /** These inputs plus {@code texture} bound to the sampler uniform {@code uniform}. */
    public FieldInputs withSampler(String uniform, Texture texture) {
        Map<String, Texture> more = new LinkedHashMap<>(samplers);
        more.put(uniform, texture);
        return new FieldInputs(images, more, vectors, buffers);
    }

    /** These inputs plus the {@code vec2} uniform {@code uniform} = (x, y). */
    public FieldInputs withVec2(String uniform, float x, float y) {
        Map<String, Vec2> more = new LinkedHashMap<>(vectors);
        more.put(uniform, new Vec2(x, y));
        return new FieldInputs(images, samplers, more, buffers);
    }

    /** These inputs plus {@code buffer} bound to the shader storage binding point {@code binding}. */
    public FieldInputs withBuffer(int binding, StorageBuffer buffer) {
        Map<Integer, StorageBuffer> more = new LinkedHashMap<>(buffers);
        more.put(binding, buffer);
        return new FieldInputs(images, samplers, vectors, more);
    }
}
