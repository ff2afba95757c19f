# exercise: ex_padding_attention
# mistake: The scores are flattened to (b*h, n, n) (batch-major) but the mask is tiled with repeat(h, 1), which cycles over the batch; it needs repeat_interleave(h, dim=0), so sequences get each other's masks. [cond: b > 1 and h > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    s = scores.reshape(b * h, n, n)
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    pad_bh = pad.repeat(h, 1)                      # (b*h, n)
    w = torch.softmax(s.masked_fill(pad_bh[:, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(pad_bh[:, :, None], 0.0)
    return w.reshape(b, h, n, n)
