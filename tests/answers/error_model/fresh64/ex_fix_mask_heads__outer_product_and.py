# exercise: ex_fix_mask_heads
# mistake: Builds a (b, n, n) mask as the outer AND of pad with itself, which only masks pairs where both query and key are padded, so real queries still attend to padded keys; every padded key must be masked ((b, 1, 1, n)).
import torch


def ex_fix_mask_heads(scores, pad):
    M = pad[:, :, None] & pad[:, None, :]          # pad pad^T
    return torch.softmax(scores.masked_fill(M[:, None], float('-inf')), dim=-1)
