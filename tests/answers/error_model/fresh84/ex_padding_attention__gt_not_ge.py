# exercise: ex_padding_attention
# mistake: Marks padding with position > length instead of >=, so the first padded position (index == length) is treated as real; padding is position >= length.
import torch
def ex_padding_attention(s,L):
    n=s.shape[-1];p=torch.arange(n,device=s.device)[None]>L[:,None]
    w=s.masked_fill(p[:,None,None],-torch.inf).softmax(-1).nan_to_num(0.);return w.masked_fill(p[:,None,:,None],0.)
