# exercise: ex_padding_attention
# mistake: The learner marked padding with position > length, so the first padded position (position == length) is still treated as real; padding is position >= length.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    positions = torch.arange(n, device=scores.device).expand(b, n)
    padded = positions > lengths.unsqueeze(-1)
    weights = scores.masked_fill(padded[:, None, None, :], float("-inf")).softmax(dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(padded[:, None, :, None], 0.0)
    return weights
