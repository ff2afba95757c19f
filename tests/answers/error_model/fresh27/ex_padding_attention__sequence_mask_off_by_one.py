# exercise: ex_padding_attention
# mistake: Marked padding where position > length instead of position ≥ length, so the first padded key (index = length) stays visible and its query row is not zeroed; positions 0 … length−1 are real, padding starts at index length. [cond: a sequence shorter than n]
import torch


def sequence_mask(lengths, maxlen):
    # (B, T) True at the padded steps
    t = torch.arange(maxlen, device=lengths.device)
    return t.unsqueeze(0) > lengths.unsqueeze(1)


def ex_padding_attention(scores, lengths):
    B, H, T, _ = scores.shape
    pad = sequence_mask(lengths.to(scores.device), T)
    key_pad = pad[:, None, None, :]    # (B, 1, 1, T)
    query_pad = pad[:, None, :, None]  # (B, 1, T, 1)
    weights = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    return weights.masked_fill(query_pad, 0.0)
