# exercise: ex_padding_attention
# mistake: The loop zeroing padded query rows indexes weights[:, :, L:, :] without the batch index i, so every sequence loses the query rows beyond every other sequence's length; it must be weights[i, :, L:, :]. [cond: b > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    bsz, nh, n, _ = scores.shape
    key_pad = torch.arange(n, device=scores.device).expand(bsz, n) >= lengths.view(-1, 1)
    w = scores.masked_fill(key_pad.view(bsz, 1, 1, n), float("-inf")).softmax(dim=-1)
    w = w.nan_to_num(0.0)
    for i in range(bsz):
        L = int(lengths[i])
        w[:, :, L:, :] = 0.0
    return w
