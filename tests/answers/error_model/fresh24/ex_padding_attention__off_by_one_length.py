# exercise: ex_padding_attention
# mistake: Built the real-token mask with positions <= length, so the first padded position (index = length) counts as real and gets weight; real positions are those < length. [cond: a sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pos = torch.arange(n, device=scores.device)
    is_real = pos[None, :] <= lengths.to(scores.device)[:, None]  # (b, n)
    key_mask = is_real[:, None, None, :]
    query_mask = is_real[:, None, :, None]
    weights = scores.masked_fill(~key_mask, float("-inf")).softmax(dim=-1)
    weights = torch.nan_to_num(weights, nan=0.0)
    return weights.masked_fill(~query_mask, 0.0)
