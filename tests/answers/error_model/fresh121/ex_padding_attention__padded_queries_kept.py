# exercise: ex_padding_attention
# mistake: Only replaces NaN rows by 0 and never zeroes the rows of padded queries of a non-empty sequence, which still attend to the real keys; those rows must be set to 0 too. [cond: some 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    key_pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(1)
    scores = scores.masked_fill(key_pad[:, None, None, :], float('-inf'))
    weights = torch.softmax(scores, dim=-1)
    weights[torch.isnan(weights)] = 0.0
    return weights
