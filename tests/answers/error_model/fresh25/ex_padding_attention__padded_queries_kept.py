# exercise: ex_padding_attention
# mistake: The learner masked the padded keys but never zeroed the rows of padded queries (and a length-0 sequence gives rows of NaN); rows of queries at position ≥ length must be all 0. [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    idx = torch.arange(n, device=scores.device).expand(b, n)
    key_pad = idx >= lengths.unsqueeze(1)  # True = padding
    scores = scores.masked_fill(key_pad[:, None, None, :], float("-inf"))
    return torch.softmax(scores, dim=-1)
