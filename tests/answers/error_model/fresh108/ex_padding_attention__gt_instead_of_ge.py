# exercise: ex_padding_attention
# mistake: Marks padding where position > length, so the first padded position (index == length) is treated as real and attended to; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos > lengths[..., None]                      # (b, n)
    w = scores.masked_fill(pad[..., :, None, None, :], float("-inf")).softmax(-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[..., :, None, :, None], 0.0)
