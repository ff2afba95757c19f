# exercise: ex_padding_attention
# mistake: Assumed left padding (padding first, real tokens at the end, as for generation); here the real tokens come first and positions >= length are padding. [cond: some 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    lengths = lengths.to(scores.device)
    pos = torch.arange(n, device=scores.device)
    # padding tokens are prepended, the real ones are the last `length` positions
    pad = pos[None, :] < (n - lengths)[:, None]
    keys = pad[:, None, None, :]
    queries = pad[:, None, :, None]
    w = torch.softmax(scores.masked_fill(keys, float("-inf")), dim=-1)
    return w.masked_fill(queries | keys, 0.0).nan_to_num(0.0)
