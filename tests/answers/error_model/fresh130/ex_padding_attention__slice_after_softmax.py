# exercise: ex_padding_attention
# mistake: Per sequence, the learner takes the softmax over all n keys and only then cuts the columns to the real length L, so the padded keys still take part in the normalisation and the rows do not sum to 1; the softmax must be over the real keys only (slice before the softmax). [cond: some length < n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    alpha = torch.zeros_like(scores)
    for i in range(b):
        L = int(lengths[i])
        a_i = torch.softmax(scores[i, :, :L, :], dim=-1)   # (h, L, n)
        alpha[i, :, :L, :L] = a_i[..., :L]
    return alpha
