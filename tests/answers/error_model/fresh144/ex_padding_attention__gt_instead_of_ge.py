# exercise: ex_padding_attention
# mistake: Padding is marked where position > length, so the first padded position (position == length) is still treated as real; it must be position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)[None, :]
    pad = positions > lengths[:, None]
    out = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    out = torch.where(torch.isnan(out), torch.zeros_like(out), out)
    out = out.masked_fill(pad[:, None, :, None], 0.0)
    return out
