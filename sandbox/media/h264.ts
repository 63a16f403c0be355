/**
 * A tiny H.264 (Constrained Baseline) encoder that needs no entropy tables: every
 * macroblock is coded as I_PCM (raw samples), every frame is an IDR picture.
 * Only for small generated clips.
 */

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.used += 1;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  bits(value: number, count: number): void {
    for (let shift = count - 1; shift >= 0; shift -= 1) this.bit((value >>> shift) & 1);
  }

  /** Unsigned Exp-Golomb. */
  ue(value: number): void {
    const coded = value + 1;
    const length = Math.floor(Math.log2(coded));
    this.bits(0, length);
    this.bits(coded, length + 1);
  }

  /** Signed Exp-Golomb. */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  byte(value: number): void {
    this.bits(value & 0xff, 8);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  alignWithZeros(): void {
    while (!this.aligned) this.bit(0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): void {
    this.bit(1);
    this.alignWithZeros();
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export interface YuvFrame {
  width: number;
  height: number;
  /** Luma, width × height. */
  y: Uint8Array;
  /** Chroma, (width / 2) × (height / 2) each. */
  u: Uint8Array;
  v: Uint8Array;
}

export const PROFILE_IDC = 66;
export const CONSTRAINT_FLAGS = 0xc0;
export const LEVEL_IDC = 30;

export function sequenceParameterSet(width: number, height: number): Buffer {
  const w = new BitWriter();
  w.byte(PROFILE_IDC);
  w.byte(CONSTRAINT_FLAGS);
  w.byte(LEVEL_IDC);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return nal(3, 7, w.toBuffer());
}

export function pictureParameterSet(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag (CAVLC)
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(3, 8, w.toBuffer());
}

const I_PCM = 25;

/** One IDR picture as a single slice of I_PCM macroblocks. */
export function idrSlice(frame: YuvFrame, idrPicId: number): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  const mbWidth = frame.width / 16;
  const mbHeight = frame.height / 16;
  const chromaWidth = frame.width / 2;
  for (let mbY = 0; mbY < mbHeight; mbY += 1) {
    for (let mbX = 0; mbX < mbWidth; mbX += 1) {
      w.ue(I_PCM);
      w.alignWithZeros();
      for (let row = 0; row < 16; row += 1) {
        for (let col = 0; col < 16; col += 1) w.byte(frame.y[(mbY * 16 + row) * frame.width + mbX * 16 + col]);
      }
      for (const plane of [frame.u, frame.v]) {
        for (let row = 0; row < 8; row += 1) {
          for (let col = 0; col < 8; col += 1) w.byte(plane[(mbY * 8 + row) * chromaWidth + mbX * 8 + col]);
        }
      }
    }
  }
  w.trailing();
  return nal(3, 5, w.toBuffer());
}
