# exercise: ex_fix_mask_heads
# mistake: The learner inverts pad (treating True as "keep"), so the real keys are masked and only padded keys get weight; pad is already True at padding.
import torch


class KeyMask:
    def __init__(self, pad):
        self.keep = ~pad

    def as_4d(self):
        return self.keep[:, None, None, :]


def ex_fix_mask_heads(scores, pad):
    m = KeyMask(pad).as_4d()
    return torch.softmax(scores.masked_fill(m, float('-inf')), dim=-1)
