# exercise: ex_padding_attention
# mistake: Builds the padding mask over arange(lengths.max()) instead of arange(n), so it has the wrong width and fails to broadcast when every sequence is padded; the positions must run over the n tokens. [cond: only when the longest length is below n]
import torch
def ex_padding_attention(scores,lengths):
    t=torch.arange(int(lengths.max()),device=scores.device);m=t[None,:]>=lengths[:,None]
    w=torch.softmax(scores.masked_fill(m[:,None,None,:],float('-inf')),-1);w=torch.nan_to_num(w,nan=0.0);return w.masked_fill(m[:,None,:,None],0.)
