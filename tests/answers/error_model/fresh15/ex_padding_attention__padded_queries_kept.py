# exercise: ex_padding_attention
# mistake: Masks the padded keys but leaves the padded query rows as they are (softmax over the real keys, e.g. 1/L each for equal scores) instead of all 0; only length-0 rows (NaN) are zeroed.
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    key_pad = pos[None, :] >= lengths.to(scores.device)[:, None]          # (b, n)
    w = torch.softmax(scores.masked_fill(key_pad[:, None, None, :], float("-inf")), dim=-1)
    return torch.nan_to_num(w, nan=0.0)
