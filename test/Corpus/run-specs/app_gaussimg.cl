// Separable 7-tap Gaussian blur, horizontal pass, image to image: integer
// coordinates through a clamp-to-edge nearest sampler on an rgba float
// image, weights in a __constant table, write_imagef to the output image.
__constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE |
                           CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
__constant float gw[7] = {0.0702702703f, 0.1316216216f, 0.1945945946f,
                          0.2270270270f, 0.1945945946f, 0.1316216216f,
                          0.0702702703f};

__kernel void app_gaussimg(__read_only image2d_t src,
                           __write_only image2d_t dst, int vertical) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int2 step = vertical ? (int2)(0, 1) : (int2)(1, 0);
  float4 acc = (float4)(0.0f);
  for (int k = -3; k <= 3; ++k)
    acc += gw[k + 3] * read_imagef(src, smp, p + k * step);
  write_imagef(dst, p, acc);
}
