# exercise: ex_padding_attention
# mistake: To avoid empty sequences the learner clamps lengths to at least 1, so a sequence of length 0 is treated as length 1: its first query attends to its first (padded) key instead of the whole sequence being 0. [cond: a length is 0]
import torch


def ex_padding_attention(scores, lengths):
    if scores.ndim != 4:
        raise ValueError("expected (b, h, n, n)")
    n = scores.shape[-1]
    lengths = lengths.to(scores.device).clamp(min=1)   # no empty rows -> no NaN
    positions = torch.arange(n, device=scores.device)
    is_pad = positions[None, :] >= lengths[:, None]    # (b, n)
    key_mask = is_pad[:, None, None, :]
    query_mask = is_pad[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    return weights.masked_fill(query_mask, 0.0)
