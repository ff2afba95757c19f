# exercise: ex_fix_mask_heads
# mistake: The learner inverts the mask (~pad), reading pad as "True where the token is real", so the real keys are masked and only padded keys get weight; pad is already True at padding.
import torch

def ex_fix_mask_heads(scores, pad):
    keep = pad.unsqueeze(1).unsqueeze(2)          # (B, 1, 1, T)
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
