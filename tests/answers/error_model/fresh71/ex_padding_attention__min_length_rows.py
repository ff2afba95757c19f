# exercise: ex_padding_attention
# mistake: Zeroed the query rows from the shortest length onwards for the whole batch (lengths.min()), which also zeroes real queries of longer sequences; each sequence needs its own query mask. [cond: lengths differ within the batch]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w[w.isnan()] = 0
    L = int(lengths.min())
    w[..., L:, :] = 0
    return w
