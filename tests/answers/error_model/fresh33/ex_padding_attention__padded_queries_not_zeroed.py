# exercise: ex_padding_attention
# mistake: Masked only the padded keys (with a NaN guard) but left the rows of padded queries attending to the real keys; those rows must be all 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= lengths.to(scores.device)[:, None]  # (b, n)
    w = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)  # empty sequences
