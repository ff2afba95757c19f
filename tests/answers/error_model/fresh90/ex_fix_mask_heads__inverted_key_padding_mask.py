# exercise: ex_fix_mask_heads
# mistake: Porting nn.MultiheadAttention/SDPA code, the learner inverted the mask (~pad) so the real keys are masked and the padded ones kept; masked_fill needs pad itself, shaped (b, 1, 1, n).
import torch


def ex_fix_mask_heads(scores, pad):
    keep = ~pad                              # True = token takes part
    mask = keep.unsqueeze(1).unsqueeze(2)    # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
