# exercise: ex_padding_attention
# mistake: Creates the position tensor with torch.arange(n) on the CPU and moves nothing, so comparing with lengths and masking scores fails when the inputs are on a GPU; create it with device=scores.device. [cond: only when the inputs are on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    is_pad = positions.unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    s = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    empty = is_pad[:, None, :, None] | torch.isnan(w)
    return w.masked_fill(empty, 0.0)
