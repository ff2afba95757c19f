# exercise: ex_padding_attention
# mistake: Skips a sequence of length 0 in the loop to avoid NaN, leaving its plain, unmasked softmax in the result; a length-0 sequence must give all-zero rows. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    out = torch.softmax(scores, dim=-1)
    i = 0
    while i < b:
        L = int(lengths[i])
        if L == 0:
            i += 1
            continue  # nothing real to attend to
        s = scores[i].clone()
        s[:, :, L:] = float('-inf')
        w = torch.softmax(s, dim=-1)
        w[:, L:, :] = 0.0
        out[i] = w
        i += 1
    return out
