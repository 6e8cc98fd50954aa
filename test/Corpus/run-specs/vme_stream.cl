// vme_stream: AVC IME stream out and stream in. The reference is the
// source moved by (+10,0), outside the SMALL window around (0,0) but inside
// the one around (8,0). Pass A searches around (8,0) with stream out, then
// around (0,0) with that stream in: the streamed-in record must survive.
// Pass B does it the other way round. Also reads the streamed-out
// per-shape MVs and distortions. See vme_stream.json.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vme_stream(read_only image2d_t src, read_only image2d_t ref, global uint *out) {
  sampler_t s = CLK_AVC_ME_INITIALIZE_INTEL;
  ushort2 mb = (ushort2)(get_group_id(0) * 16, get_group_id(1) * 16);
  uint lane = get_sub_group_local_id();
  global uint *o = out + (get_group_id(1) * get_num_groups(0) + get_group_id(0)) * 96;

  intel_sub_group_avc_ime_payload_t near = intel_sub_group_avc_ime_initialize(
      mb, CLK_AVC_ME_PARTITION_MASK_ALL_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  intel_sub_group_avc_ime_payload_t far =
      intel_sub_group_avc_ime_set_single_reference((short2)(8, 0), CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL, near);
  near = intel_sub_group_avc_ime_set_single_reference((short2)(0, 0), CLK_AVC_ME_SEARCH_WINDOW_SMALL_INTEL, near);

  // Pass A: far, then near with stream in.
  intel_sub_group_avc_ime_result_single_reference_streamout_t so =
      intel_sub_group_avc_ime_evaluate_with_single_reference_streamout(src, ref, s, far);
  o[lane] = intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors(so, CLK_AVC_ME_MAJOR_16x16_INTEL);
  o[16 + lane] = intel_sub_group_avc_ime_get_streamout_major_shape_distortions(so, CLK_AVC_ME_MAJOR_8x8_INTEL) |
                 ((uint)intel_sub_group_avc_ime_get_streamout_major_shape_distortions(so, CLK_AVC_ME_MAJOR_16x8_INTEL) << 16);
  intel_sub_group_avc_ime_single_reference_streamin_t si = intel_sub_group_avc_ime_get_single_reference_streamin(so);
  intel_sub_group_avc_ime_result_t r =
      intel_sub_group_avc_ime_evaluate_with_single_reference_streamin(src, ref, s, near, si);
  o[32 + lane] = (uint)intel_sub_group_avc_ime_get_motion_vectors(r);
  o[48 + lane] = intel_sub_group_avc_ime_get_best_inter_distortion(r) |
                 ((uint)intel_sub_group_avc_ime_get_inter_major_shape(r) << 16);

  // Pass B: near with stream out, then far with stream in and out.
  so = intel_sub_group_avc_ime_evaluate_with_single_reference_streamout(src, ref, s, near);
  si = intel_sub_group_avc_ime_get_single_reference_streamin(so);
  so = intel_sub_group_avc_ime_evaluate_with_single_reference_streaminout(src, ref, s, far, si);
  r = intel_sub_group_avc_ime_strip_single_reference_streamout(so);
  o[64 + lane] = (uint)intel_sub_group_avc_ime_get_motion_vectors(r);
  o[80 + lane] = intel_sub_group_avc_ime_get_streamout_major_shape_motion_vectors(so, CLK_AVC_ME_MAJOR_8x16_INTEL);
}
