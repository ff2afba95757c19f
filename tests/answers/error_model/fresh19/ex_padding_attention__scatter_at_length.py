# exercise: ex_padding_attention
# mistake: Builds the padding mask by scattering a 1 at index lengths[i] and taking a cumulative sum, which indexes out of range for a sequence with no padding (length == n) and raises; compare positions with the lengths instead (arange(n) >= lengths[:, None]). [cond: some sequence has length n, i.e. no padding]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    # functional build of the pad mask: mark the first padded position, then propagate right
    marks = torch.zeros(b, n, dtype=torch.long, device=scores.device)
    marks = marks.scatter(1, lengths.long()[:, None], torch.ones(b, 1, dtype=torch.long, device=scores.device))
    pad = marks.cumsum(dim=1) > 0                       # (b, n) True at padding

    key_pad = pad[:, None, None, :]                     # (b, 1, 1, n)
    query_pad = pad[:, None, :, None]                   # (b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(key_pad, float("-inf")), dim=-1)
    return torch.where(query_pad, torch.zeros_like(weights), weights)
