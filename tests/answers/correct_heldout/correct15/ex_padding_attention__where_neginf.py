# exercise: ex_padding_attention
# style: boolean key mask from arange < lengths, -inf fill, softmax, then torch.where zeroes padded-query rows (this also removes the NaN of length-0 rows).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device) < lengths.to(scores.device)[:, None]  # (b, n)
    keys_ok = valid[:, None, None, :]     # (b, 1, 1, n)
    queries_ok = valid[:, None, :, None]  # (b, 1, n, 1)
    weights = torch.softmax(scores.masked_fill(~keys_ok, float("-inf")), dim=-1)
    return torch.where(queries_ok, weights, torch.zeros((), dtype=scores.dtype, device=scores.device))
