# exercise: ex_padding_attention
# mistake: Masked only the padded keys and turned NaN rows into 0, but left the rows of padded queries non-zero; those rows must be all 0. [cond: a sequence with 0 < length < n]
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_padding_mask = pos[None, :] >= lengths[:, None]          # (b, n), True = ignore
    w = torch.softmax(scores.masked_fill(key_padding_mask[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
