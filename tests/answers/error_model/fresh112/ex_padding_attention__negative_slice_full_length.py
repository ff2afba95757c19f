# exercise: ex_padding_attention
# mistake: Masks the padding of each sequence with the slice [-(n - L):], which for a full-length sequence (L == n) is [0:] and masks everything, giving all-zero weights; the padding is positions L: (e.g. slice [L:]). [cond: only when some sequence has length n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    scores = scores.clone()
    keep_q = torch.ones(b, n, dtype=torch.bool, device=scores.device)
    for i in range(b):
        L = int(lengths[i])
        num_pad = n - L
        scores[i, :, :, -num_pad:] = float('-inf')
        keep_q[i, -num_pad:] = False
    w = torch.softmax(scores, dim=-1).nan_to_num(0.0)
    return w * keep_q[:, None, :, None]
