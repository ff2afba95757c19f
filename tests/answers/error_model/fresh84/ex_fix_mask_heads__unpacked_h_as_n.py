# exercise: ex_fix_mask_heads
# mistake: Unpacks scores.shape as (b, n, _, _), so n is really h and pad.view(b, 1, 1, n) fails unless h == n; n must come from the last axis (or pad itself). [cond: only when h != n]
import torch
def ex_fix_mask_heads(scores, pad):
    b,n,_,_=scores.shape;return torch.softmax(scores.masked_fill(pad.view(b,1,1,n),float('-inf')),-1)
