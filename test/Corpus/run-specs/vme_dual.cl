// vme_dual: AVC IME with dual references (8x16 partitions, per-partition
// direction), then fractional and bidirectional refinement of its result
// with two references, and BME with a bidirectional weight. The forward
// reference holds each macroblock's left half moved by (+1,-1), the
// backward one its right half moved by (-2,0): see vme_dual.json.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vme_dual(read_only image2d_t src, read_only image2d_t fwd, read_only image2d_t bwd,
                     global uint *out) {
  sampler_t s = CLK_AVC_ME_INITIALIZE_INTEL;
  ushort2 mb = (ushort2)(get_group_id(0) * 16, get_group_id(1) * 16);
  uint lane = get_sub_group_local_id();
  global uint *o = out + (get_group_id(1) * get_num_groups(0) + get_group_id(0)) * 128;

  intel_sub_group_avc_ime_payload_t p = intel_sub_group_avc_ime_initialize(
      mb, CLK_AVC_ME_PARTITION_MASK_8x16_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  p = intel_sub_group_avc_ime_set_dual_reference((short2)(0, 0), (short2)(0, 0),
                                                 CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL, p);
  intel_sub_group_avc_ime_result_t r = intel_sub_group_avc_ime_evaluate_with_dual_reference(src, fwd, bwd, s, p);
  ulong mvs = intel_sub_group_avc_ime_get_motion_vectors(r);
  uchar major = intel_sub_group_avc_ime_get_inter_major_shape(r);
  uchar minor = intel_sub_group_avc_ime_get_inter_minor_shapes(r);
  uchar dirs = intel_sub_group_avc_ime_get_inter_directions(r);
  o[lane] = (uint)mvs;
  o[16 + lane] = (uint)(mvs >> 32);
  o[32 + lane] = intel_sub_group_avc_ime_get_inter_distortions(r) | ((uint)major << 16) | ((uint)dirs << 24);

  intel_sub_group_avc_ref_payload_t rp = intel_sub_group_avc_fme_initialize(
      mb, mvs, major, minor, dirs, CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  intel_sub_group_avc_ref_result_t rr = intel_sub_group_avc_ref_evaluate_with_dual_reference(src, fwd, bwd, s, rp);
  ulong rmvs = intel_sub_group_avc_ref_get_motion_vectors(rr);
  o[48 + lane] = (uint)rmvs;
  o[64 + lane] = (uint)(rmvs >> 32);
  o[80 + lane] = intel_sub_group_avc_ref_get_inter_distortions(rr) |
                 ((uint)intel_sub_group_avc_ref_get_best_inter_distortion(rr) << 16);

  // Bidirectional prediction of the whole macroblock from both references.
  rp = intel_sub_group_avc_bme_initialize(mb, mvs, CLK_AVC_ME_MAJOR_16x16_INTEL, 0,
                                          CLK_AVC_ME_MAJOR_BIDIRECTIONAL_INTEL,
                                          CLK_AVC_ME_SUBPIXEL_MODE_HPEL_INTEL,
                                          CLK_AVC_ME_BIDIR_WEIGHT_QUARTER_INTEL,
                                          CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL);
  rr = intel_sub_group_avc_ref_evaluate_with_dual_reference(src, fwd, bwd, s, rp);
  rmvs = intel_sub_group_avc_ref_get_motion_vectors(rr);
  o[96 + lane] = (uint)rmvs;
  o[112 + lane] = (uint)(rmvs >> 32) ^ ((uint)intel_sub_group_avc_ref_get_best_inter_distortion(rr) << 16);
}
