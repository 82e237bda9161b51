package org.orogen.gl;

import static org.lwjgl.opengl.GL11.GL_NO_ERROR;
import static org.lwjgl.opengl.GL11.glGetError;
import static org.lwjgl.opengl.GL11.glGetInteger;
import static org.lwjgl.opengl.GL11.glGetIntegerv;

import java.util.OptionalLong;
import org.lwjgl.opengl.ATIMeminfo;
import org.lwjgl.opengl.GL;
import org.lwjgl.opengl.GLCapabilities;
import org.lwjgl.opengl.NVXGPUMemoryInfo;

/**
 * The GPU memory free now, where the driver says: NVIDIA's {@code GL_NVX_gpu_memory_info} (also
 * offered by Mesa's radeonsi) or AMD's {@code GL_ATI_meminfo}. Software renderers (llvmpipe) and
 * most other drivers say nothing: the caller then keeps its own default.
 */
public final class GpuMemory {
    private GpuMemory() {
    }

    /** Free GPU memory in bytes, or empty where the driver does not report it. GL thread only. */
    public static OptionalLong freeBytes(GlContext context) {
        context.checkThread();
        GLCapabilities caps = GL.getCapabilities();
        long kib = 0;
        if (caps.GL_NVX_gpu_memory_info) {
            kib = glGetInteger(NVXGPUMemoryInfo.GL_GPU_MEMORY_INFO_CURRENT_AVAILABLE_VIDMEM_NVX);
        } else if (caps.GL_ATI_meminfo) {
            // four values: free, largest free block, free auxiliary, largest auxiliary block (KiB)
            int[] values = new int[4];
            glGetIntegerv(ATIMeminfo.GL_TEXTURE_FREE_MEMORY_ATI, values);
            kib = values[0];
        }
        // A driver that advertises the query but refuses it: as if it said nothing (drain a few flags; a
        // lost context reports one for ever).
        boolean failed = false;
        for (int guard = 0; guard < 8 && glGetError() != GL_NO_ERROR; guard++) {
            failed = true;
        }
        return kib > 0 && !failed ? OptionalLong.of(kib << 10) : OptionalLong.empty();
    }
}
