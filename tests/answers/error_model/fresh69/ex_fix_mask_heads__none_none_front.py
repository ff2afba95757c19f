# exercise: ex_fix_mask_heads
# mistake: The learner added both new axes in front (pad[None, None]), giving (1, 1, b, n), which puts the batch on the query axis; it must be (b, 1, 1, n). [cond: b > 1; crashes unless b equals n]
import torch

def ex_fix_mask_heads(scores, pad):
    return scores.masked_fill(pad[None, None], -torch.inf).softmax(-1)
