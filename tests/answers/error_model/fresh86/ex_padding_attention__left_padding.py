# exercise: ex_padding_attention
# mistake: The learner assumes left padding and marks the first n - length positions as padding, while the real tokens are the first `length` positions and the padding comes after them.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    n_pad = (n - lengths).unsqueeze(1)
    padded = idx < n_pad
    out = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    out = out.nan_to_num(0.0)
    return out.masked_fill(padded[:, None, :, None], 0.0)
