# exercise: ex_fix_mask_heads
# mistake: The learner swapped the batch and head axes of scores so the old (b, 1, n) mask lines up, but returned the weights in that (h, b, n, n) order without swapping back; the result must have shape (b, h, n, n).
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, :]
    by_head = scores.transpose(0, 1)          # (h, b, n, n)
    return torch.softmax(by_head.masked_fill(mask, float('-inf')), dim=-1)
