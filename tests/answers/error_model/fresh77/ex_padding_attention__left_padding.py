# exercise: ex_padding_attention
# mistake: The learner assumes padding sits at the front of each sequence and keeps the block [n−L:, n−L:]; in this exercise the real tokens are positions 0 … L−1 and the padding is at the end. [cond: a sequence with length < n]
import torch


def ex_padding_attention(scores, lengths):
    B, H, N, _ = scores.shape
    weights = torch.zeros_like(scores)
    for i in range(B):
        L = int(lengths[i].item())
        start = N - L
        if L > 0:
            block = scores[i, :, start:, start:]
            weights[i, :, start:, start:] = torch.softmax(block, dim=-1)
    return weights
