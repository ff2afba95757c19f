# exercise: ex_fix_mask_heads
# mistake: Gets the broadcast shape right but inverts the mask (~pad), so it masks the real tokens and keeps the padding; pad is already True at padding.
import torch
def ex_fix_mask_heads(scores, pad):
    m=~pad[:,None,None,:];return torch.softmax(scores.masked_fill(m,float('-inf')),dim=-1)
