# exercise: ex_padding_attention
# mistake: The learner builds the positions with arange(lengths.max()) instead of arange(n), so the mask is too short whenever the longest sequence is shorter than n (masked_fill then fails to broadcast). [cond: when every sequence is shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    max_len = int(lengths.max())
    positions = torch.arange(max_len, device=scores.device)
    padded = positions[None, :] >= lengths[:, None]
    w = scores.masked_fill(padded[:, None, None, :], float('-inf')).softmax(-1)
    w = w.nan_to_num(0.0)
    w = w.masked_fill(padded[:, None, :, None], 0.0)
    return w
