# exercise: ex_padding_attention
# mistake: Zeroes padded query rows by multiplying with a 0/1 mask, but NaN * 0 is still NaN, so a sequence of length 0 comes back all NaN; the NaN must be replaced (nan_to_num or where) instead. [cond: only for a sequence of length 0]
import torch
def ex_padding_attention(s,L):
    r=(torch.arange(s.shape[-1],device=s.device)<L[:,None]);w=s.masked_fill(~r[:,None,None,:],float('-inf')).softmax(-1)
    return w*r[:,None,:,None].to(w.dtype)
