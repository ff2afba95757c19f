# exercise: ex_padding_attention
# mistake: Applies the -inf mask to the padded ROWS (queries, pad[:, None, :, None]) instead of the padded key columns, so padded query rows become 0 but real queries still attend to the padded keys.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]   # (b, n) True = padding
    w = torch.softmax(scores.masked_fill(pad[:, None, :, None], float("-inf")), dim=-1)
    return w.nan_to_num(0.0)
