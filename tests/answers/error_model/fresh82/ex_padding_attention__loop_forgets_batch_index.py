# exercise: ex_padding_attention
# mistake: In the loop over the sequences the slices forgot the batch index (s[:, :, :, L:] instead of s[i, :, :, L:]), so every sequence is cut to the shortest length; index the i-th sequence. [cond: b > 1 with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    s = scores.clone()
    for i in range(s.shape[0]):
        L = int(lengths[i])
        s[:, :, :, L:] = float("-inf")
    w = torch.nan_to_num(torch.softmax(s, dim=-1))
    for i in range(s.shape[0]):
        L = int(lengths[i])
        w[i, :, L:, :] = 0.0
    return w


# one sequence, length 2 of 3
_w = ex_padding_attention(torch.zeros(1, 2, 3, 3), torch.tensor([2]))
assert torch.allclose(_w[0, :, :2], torch.tensor([0.5, 0.5, 0.0]).expand(2, 2, 3))
assert (_w[0, :, 2] == 0).all()
