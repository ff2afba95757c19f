# exercise: ex_causal_weights
# mistake: Built the causal mask with a time-major sequence_mask helper that returns (maxlen, batch), i.e. the transpose of the (query, key) keep-mask, so each query attends to itself and later keys only (anti-causal); the keep-mask must be keep[i, j] = j ≤ i.
import torch


def sequence_mask(lengths, maxlen):
    # time-major, like my RNN code: mask[t, i] is True while step t is inside sequence i
    steps = torch.arange(maxlen, device=lengths.device)
    return steps[:, None] < lengths[None, :]


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # query i sees the first i + 1 keys: a causal mask is a sequence mask with lengths 1..n
    lengths = torch.arange(1, n + 1, device=scores.device)
    keep = sequence_mask(lengths, n)
    return torch.softmax(scores.masked_fill(~keep, float("-inf")), dim=-1)
