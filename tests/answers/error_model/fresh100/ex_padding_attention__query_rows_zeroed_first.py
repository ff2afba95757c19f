# exercise: ex_padding_attention
# mistake: Zeroes the scores of padded queries before the softmax instead of zeroing their weights after it, so padded query rows still spread weight over the real keys; rows of padded queries must be 0 in the returned weights.
import torch

NEG = float("-inf")


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    steps = [
        lambda s: s.masked_fill(pad[:, None, :, None], 0.0),
        lambda s: s.masked_fill(pad[:, None, None, :], NEG),
        lambda s: s.softmax(-1),
        lambda w: torch.where(torch.isnan(w), torch.zeros_like(w), w),
    ]
    out = scores
    for f in steps:
        out = f(out)
    return out
