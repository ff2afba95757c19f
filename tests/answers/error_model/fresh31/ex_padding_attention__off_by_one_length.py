# exercise: ex_padding_attention
# mistake: The learner marked padding with positions > length, so the first padded key (and query) at index length is treated as real; padding is positions >= length. [cond: a sequence shorter than n]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.to(scores.device).unsqueeze(1)  # (b, n)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return torch.nan_to_num(w)
