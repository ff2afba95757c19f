# exercise: ex_padding_attention
# mistake: The learner builds the padding mask on the query axis only ((b, 1, n, 1)), so padded query rows become NaN and are then zeroed, but real queries still attend to padded keys; the key axis (b, 1, 1, n) must be masked as well.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    assert lengths.numel() == b
    lengths = lengths.to(device=scores.device).reshape(b, 1, 1, 1)
    pos = torch.arange(n, device=scores.device).reshape(1, 1, n, 1)
    pad = pos >= lengths                                  # (b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    return weights
