# exercise: ex_fix_mask_heads
# mistake: The learner inverted pad (~pad, as for an attention_mask that is True at real tokens in an earlier notebook), so the real keys are masked and the padded ones kept; pad is already True at padding.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad                      # 1 = real token
    mask = attention_mask.unsqueeze(1).unsqueeze(2)
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
