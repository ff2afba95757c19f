# exercise: ex_fix_mask_heads
# mistake: Inverts pad with ~ before masking, reading it as True for real tokens, so the real keys are masked and only padded keys get weight; pad is already True at padding. [cond: some key is padded]
import torch


def ex_fix_mask_heads(scores, pad):
    valid = ~pad
    mask = valid.unsqueeze(1).unsqueeze(2)   # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
