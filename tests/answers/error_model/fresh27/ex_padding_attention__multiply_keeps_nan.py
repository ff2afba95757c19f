# exercise: ex_padding_attention
# mistake: Zeroed padded query rows by multiplying with a 0/1 mask, but a length-0 sequence has every key masked with -inf, so its rows are NaN and NaN·0 is still NaN; select with masked_fill/torch.where (or handle empty rows) so they become 0. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.size(-1)
    valid = torch.arange(n, device=scores.device)[None, :] < lengths.to(scores.device)[:, None]
    # keys: -inf where padded
    scores = scores.masked_fill(~valid[:, None, None, :], float("-inf"))
    weights = scores.softmax(dim=-1)
    # queries: keep real rows, zero padded rows
    return weights * valid[:, None, :, None].to(weights.dtype)
