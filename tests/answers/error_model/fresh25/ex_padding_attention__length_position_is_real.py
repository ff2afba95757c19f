# exercise: ex_padding_attention
# mistake: The learner counted position == length as a real token (pos <= length), so the first padded key and query are kept; real positions are 0 … length − 1 (pos < length). [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    valid = positions.unsqueeze(0) <= lengths.unsqueeze(1)  # (b, n)
    s = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    weights = torch.softmax(s, dim=-1)
    # padded queries: whole row 0 (also removes the NaN of empty rows)
    weights = weights.masked_fill(~valid[:, None, :, None], 0.0)
    return weights
