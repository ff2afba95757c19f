# exercise: ex_padding_attention
# mistake: The learner built the padding mask with scatter_ at index length into a (b, n) tensor, which is out of range for a full-length sequence (length == n); the buffer needs n + 1 columns (or compare arange(n) >= length). [cond: some sequence has length n]

import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    lengths = lengths.to(scores.device).long()
    # put a 1 at the first padded position, cumsum -> 1 from there on
    marks = torch.zeros(b, n, device=scores.device, dtype=torch.long)
    marks.scatter_(1, lengths[:, None], 1)
    pad = marks.cumsum(dim=1).bool()
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
