# exercise: ex_fix_mask_heads
# mistake: Reading pad like tf.sequence_mask (True = real token), the learner masks ~pad, so the real keys are masked and only padding is attended to; pad is True at the padding, which is what must be masked.
import torch


def ex_fix_mask_heads(scores, pad):
    keep = pad[:, None, None, :]
    return torch.softmax(scores.masked_fill(~keep, float('-inf')), dim=-1)
