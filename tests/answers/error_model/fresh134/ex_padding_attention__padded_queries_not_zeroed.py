# exercise: ex_padding_attention
# mistake: Masked the padded keys and removed NaN, but never set the rows of padded queries to 0, so padded queries still attend to the real keys. [cond: some sequence shorter than n, length > 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.view(b, 1)
    w = scores.masked_fill(pad.view(b, 1, 1, n), float("-inf")).softmax(dim=-1)
    return torch.where(torch.isnan(w), torch.zeros_like(w), w)
