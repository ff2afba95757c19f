# exercise: ex_padding_attention
# mistake: For each sequence took the softmax over all n keys and only then cropped to the first L keys, so the padded keys still share the denominator and real rows sum to less than 1; crop (or mask) the keys before the softmax.
import torch


def ex_padding_attention(scores, lengths):
    b = scores.shape[0]
    result = torch.zeros_like(scores)
    per_seq = {}
    for i in range(b):
        L = int(lengths[i])
        per_seq[i] = torch.softmax(scores[i, :, :L, :], dim=-1)[..., :L]
        result[i, :, :L, :L] = per_seq[i]
    return result
