// vme_windows: AVC IME with the SMALL, TINY and EXTRA_TINY search windows,
// other partition masks (16x8+8x16; 8x8 and 4x4 sub-shapes with HAAR), and
// a motion-vector cost function. The reference is the source moved by
// (+1,-1): see vme_windows.json for the expected results.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vme_windows(read_only image2d_t src, read_only image2d_t ref, global uint *out) {
  sampler_t s = CLK_AVC_ME_INITIALIZE_INTEL;
  ushort2 mb = (ushort2)(get_group_id(0) * 16, get_group_id(1) * 16);
  uint lane = get_sub_group_local_id();
  global uint *o = out + (get_group_id(1) * get_num_groups(0) + get_group_id(0)) * 96;

  intel_sub_group_avc_ime_payload_t p = intel_sub_group_avc_ime_initialize(
      mb, CLK_AVC_ME_PARTITION_MASK_16x8_INTEL & CLK_AVC_ME_PARTITION_MASK_8x16_INTEL,
      CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  p = intel_sub_group_avc_ime_set_single_reference((short2)(0, 0), CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL, p);
  intel_sub_group_avc_ime_result_t r = intel_sub_group_avc_ime_evaluate_with_single_reference(src, ref, s, p);
  o[lane] = (uint)intel_sub_group_avc_ime_get_motion_vectors(r);
  o[16 + lane] = intel_sub_group_avc_ime_get_inter_distortions(r) |
                 ((uint)intel_sub_group_avc_ime_get_inter_major_shape(r) << 16) |
                 ((uint)intel_sub_group_avc_ime_get_inter_motion_vector_count(r) << 24);

  p = intel_sub_group_avc_ime_initialize(
      mb, CLK_AVC_ME_PARTITION_MASK_8x8_INTEL & CLK_AVC_ME_PARTITION_MASK_4x4_INTEL,
      CLK_AVC_ME_SAD_ADJUST_MODE_HAAR_INTEL);
  p = intel_sub_group_avc_ime_set_single_reference((short2)(0, 0), CLK_AVC_ME_SEARCH_WINDOW_TINY_INTEL, p);
  r = intel_sub_group_avc_ime_evaluate_with_single_reference(src, ref, s, p);
  o[32 + lane] = (uint)intel_sub_group_avc_ime_get_motion_vectors(r);
  o[48 + lane] = intel_sub_group_avc_ime_get_inter_distortions(r) |
                 ((uint)intel_sub_group_avc_ime_get_inter_major_shape(r) << 16) |
                 ((uint)intel_sub_group_avc_ime_get_inter_minor_shapes(r) << 24);

  p = intel_sub_group_avc_ime_initialize(mb, CLK_AVC_ME_PARTITION_MASK_16x16_INTEL,
                                         CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  p = intel_sub_group_avc_ime_set_single_reference((short2)(0, 0), CLK_AVC_ME_SEARCH_WINDOW_EXTRA_TINY_INTEL, p);
  p = intel_sub_group_avc_ime_set_motion_vector_cost_function(
      0, intel_sub_group_avc_mce_get_default_medium_penalty_cost_table(),
      CLK_AVC_ME_COST_PRECISION_QPEL_INTEL, p);
  r = intel_sub_group_avc_ime_evaluate_with_single_reference(src, ref, s, p);
  o[64 + lane] = (uint)intel_sub_group_avc_ime_get_motion_vectors(r);
  o[80 + lane] = intel_sub_group_avc_ime_get_best_inter_distortion(r);
}
