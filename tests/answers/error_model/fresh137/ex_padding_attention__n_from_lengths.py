# exercise: ex_padding_attention
# mistake: The learner took the number of positions from lengths.max() instead of scores.shape[-1], so the mask is too short whenever every sequence is padded. [cond: only when every length is less than n]
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max().item())
    idx = torch.arange(n, device=scores.device)
    pad = idx[None, :] >= lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(pad[:, None, :, None], 0.0)
