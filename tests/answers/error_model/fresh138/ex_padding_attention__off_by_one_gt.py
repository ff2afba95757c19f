# exercise: ex_padding_attention
# mistake: The learner marked padding with position > length instead of position ≥ length, so the first padded position (index = length) is treated as real. [cond: length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] > lengths[:, None]
    out = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    out = out.nan_to_num(0.0)
    out = out.masked_fill(pad[:, None, :, None], 0.0)
    return out
