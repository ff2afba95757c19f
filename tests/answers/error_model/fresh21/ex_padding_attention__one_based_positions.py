# exercise: ex_padding_attention
# mistake: Thinking of positions 1..n, the learner marks padding where position > length but uses arange(n) (0-based), so the first padded position (index = length) stays unmasked; with 0-based positions padding is position >= length. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.to(scores.device)
    pos = torch.arange(n, device=scores.device)
    pad = pos.unsqueeze(0) > lengths.unsqueeze(1)  # token t is padding if t > length  (b, n)
    keys = pad[:, None, None, :]
    queries = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    w = w.masked_fill(queries, 0.0)
    return torch.nan_to_num(w, nan=0.0)
