# exercise: ex_fix_mask_heads
# mistake: The mask shape was fixed, but the learner also changed the softmax to dim=-2 (over the queries), so the weights no longer sum to 1 over the keys; the softmax must stay over dim=-1.
import torch


def ex_fix_mask_heads(scores, pad):
    b, h, n_q, n_k = scores.shape
    mask = pad.view(b, 1, 1, n_k)
    omega = scores.masked_fill(mask, float('-inf'))
    return torch.softmax(omega, dim=-2)
