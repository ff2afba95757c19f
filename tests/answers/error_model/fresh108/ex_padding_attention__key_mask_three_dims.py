# exercise: ex_padding_attention
# mistake: Indexes the key mask as pad[..., None, :], shape (b, 1, n), which broadcasting aligns with (h, n, n) so b lands on the head axis: it fails unless b == h or b == 1 and is wrong when b == h > 1; the key mask must be (b, 1, 1, n). [cond: b > 1 (crash unless b == h, wrong when b == h)]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device) >= lengths[..., None]   # (..., n)
    w = scores.masked_fill(pad[..., None, :], float("-inf")).softmax(-1)
    w = w.nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
