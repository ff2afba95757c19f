# exercise: ex_padding_attention
# mistake: Uses the query-axis mask [:, None, :, None] for the -inf fill and the key-axis mask [:, None, None, :] for zeroing, so real queries still attend to padded keys and rows no longer sum to 1; keys are masked with [:, None, None, :] before the softmax. [cond: a sequence with 0 < length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    padded = idx >= lengths.view(b, 1)
    w = torch.softmax(scores.masked_fill(padded[:, None, :, None], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(padded[:, None, None, :], 0.0)
