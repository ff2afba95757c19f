# exercise: ex_padding_attention
# mistake: Numbered positions 1..n but kept the test pos < length, so the last real token of each sequence is treated as padding; with 1-based positions it is pos <= length (or 0-based arange(n) < length). [cond: some sequence with length ≥ 1]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(1, n + 1, device=scores.device)      # token positions 1..n
    real = pos[None, :] < lengths[:, None]
    w = torch.softmax(scores.masked_fill(~real[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(~real[:, None, :, None], 0.0)
