# exercise: ex_padding_attention
# mistake: Builds the positions with torch.arange(n) on the CPU and compares them with lengths, which fails when lengths and scores live on a GPU; create it with device=scores.device. [cond: only on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n)
    padded = positions[None, :] >= lengths[:, None]
    key_mask = padded[:, None, None, :]
    query_mask = padded[:, None, :, None]
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = w.masked_fill(query_mask, 0.0)
    return torch.nan_to_num(w)
