// vme_avc: cl_intel_device_side_avc_motion_estimation: integer motion
// estimation, fractional refinement and intra (IPE) check on a 16x16
// macroblock. Only SKL, BXT and ICLLP expose the extension; BDW and TGLLP
// refuse it. Not runnable on PoCL.
// vISA: raw_send to the VME shared function (payload built with many movs),
// SimdSize=16, sampler state for the VME media sampler.
#pragma OPENCL EXTENSION cl_intel_device_side_avc_motion_estimation : enable
__attribute__((intel_reqd_sub_group_size(16)))
kernel void vme_avc(read_only image2d_t src, read_only image2d_t ref, global uint *out) {
  sampler_t s = CLK_AVC_ME_INITIALIZE_INTEL;
  ushort2 mb = (ushort2)(get_group_id(0) * 16, get_group_id(1) * 16);
  intel_sub_group_avc_ime_payload_t ip = intel_sub_group_avc_ime_initialize(
      mb, CLK_AVC_ME_PARTITION_MASK_16x16_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  ip = intel_sub_group_avc_ime_set_single_reference((short2)(0, 0), CLK_AVC_ME_SEARCH_WINDOW_EXHAUSTIVE_INTEL, ip);
  intel_sub_group_avc_ime_result_t ir = intel_sub_group_avc_ime_evaluate_with_single_reference(src, ref, s, ip);
  ulong mv = intel_sub_group_avc_ime_get_motion_vectors(ir);
  intel_sub_group_avc_ref_payload_t rp = intel_sub_group_avc_fme_initialize(
      mb, mv, 0, 0, 0, CLK_AVC_ME_SUBPIXEL_MODE_QPEL_INTEL, CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL);
  intel_sub_group_avc_ref_result_t rr = intel_sub_group_avc_ref_evaluate_with_single_reference(src, ref, s, rp);
  intel_sub_group_avc_sic_payload_t sp = intel_sub_group_avc_sic_initialize(mb);
  sp = intel_sub_group_avc_sic_configure_ipe(CLK_AVC_ME_LUMA_PREDICTOR_MODE_VERTICAL_INTEL, 0, 0, 0, 0, 0,
                                             CLK_AVC_ME_SAD_ADJUST_MODE_NONE_INTEL, sp);
  intel_sub_group_avc_sic_result_t sr = intel_sub_group_avc_sic_evaluate_ipe(src, s, sp);
  out[get_global_id(0)] = intel_sub_group_avc_ime_get_best_inter_distortion(ir) +
                          intel_sub_group_avc_ref_get_best_inter_distortion(rr) +
                          intel_sub_group_avc_sic_get_best_ipe_luma_distortion(sr) + (uint)mv;
}
