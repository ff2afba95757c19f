# exercise: ex_split_merge
# mistake: Merges by concatenating context.unbind(0) (the batch axis) instead of unbind(1) (the heads), giving (h, n, b·hd) instead of (b, n, h·hd). [cond: wrong shape unless b == h; wrong values for b > 1]
import torch
def ex_split_merge(x,nh,ctx):
    b,n,d=x.shape;hs=x.view(b,n,nh,-1).transpose(1,2)
    return hs,torch.cat(ctx.unbind(0),dim=-1)
